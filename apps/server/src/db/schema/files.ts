import { foreignKey, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, createdBy, version } from './columns.ts';
import { projects } from './projects.ts';
import { properties } from './properties.ts';

/** Every uploaded image of a project (spec part 1 §3 Image); the file lives in storage. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    categories: text('categories').array().notNull().default([]),
    moduleId: text('module_id'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('images_list_idx').on(t.projectId, t.createdAt, t.id),
    unique('images_id_project_key').on(t.id, t.projectId),
  ],
);

/**
 * Where an image is used (a project's logo, a member's portrait, later tasks and pages): the
 * images table's connected elements, and what a delete must clear.
 */
export const imageUsages = pgTable(
  'image_usages',
  {
    imageId: text('image_id').notNull(),
    projectId: text('project_id').notNull(),
    elementType: text('element_type').notNull(),
    elementId: text('element_id').notNull(),
    field: text('field').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.imageId, t.elementType, t.elementId, t.field],
      name: 'image_usages_pkey',
    }),
    index('image_usages_element_idx').on(t.projectId, t.elementType, t.elementId, t.field),
    foreignKey({
      name: 'image_usages_image_fk',
      columns: [t.imageId, t.projectId],
      foreignColumns: [images.id, images.projectId],
    }).onDelete('cascade'),
  ],
);

/** Documents attached to a property ('object') or, later, a task (spec part 1 §3 Document). */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    type: text('type', { enum: ['object', 'task', 'ticket', 'download'] }).notNull(),
    propertyId: text('property_id'),
    taskId: text('task_id'),
    ticketId: text('ticket_id'),
    downloadId: text('download_id'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_property_idx').on(t.propertyId, t.createdAt),
    index('documents_task_idx').on(t.taskId, t.createdAt),
    index('documents_ticket_idx').on(t.ticketId, t.createdAt),
    index('documents_download_idx').on(t.downloadId),
    foreignKey({
      name: 'documents_property_fk',
      columns: [t.propertyId, t.projectId],
      foreignColumns: [properties.id, properties.projectId],
    }).onDelete('cascade'),
  ],
);

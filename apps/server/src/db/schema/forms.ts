import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { FormField, FormSettings } from '@kontor/core/schemas/forms';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { projects } from './projects.ts';

/** A form of the club's website (spec 001 §3 Form; docs/forms.md). */
export const forms = pgTable(
  'forms',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull().default([]),
    settings: jsonb('settings').$type<FormSettings>().notNull(),
    /** Raised whenever settings.consentText changes; stored with each submission. */
    consentVersion: integer('consent_version').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: createdBy(),
  },
  (t) => [
    unique('forms_id_project').on(t.id, t.projectId),
    index('forms_by_name').on(t.projectId, sql`lower(${t.name})`, t.id),
  ],
);

/**
 * A submission ('Data', spec 001 §3): the values by field name, the consent text and version
 * the submitter agreed to, and the submitter's address for GDPR export and deletion.
 * `deleteAfter` = createdAt + the form's retention period (the nightly job deletes).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    formId: text('form_id').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** Lower-cased address of the form's first e-mail field, if any. */
    email: text('email'),
    consentText: text('consent_text').notNull(),
    consentVersion: integer('consent_version').notNull(),
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'form_submissions_form_fk',
      columns: [t.formId, t.projectId],
      foreignColumns: [forms.id, forms.projectId],
    }).onDelete('cascade'),
    unique('form_submissions_id_project').on(t.id, t.projectId),
    index('form_submissions_by_form').on(t.formId, t.createdAt.desc(), t.id.desc()),
    index('form_submissions_by_email').on(t.projectId, t.email),
    index('form_submissions_retention').on(t.deleteAfter),
  ],
);

/** Files uploaded with a submission, in the project's file storage (lib/storage). */
export const formSubmissionFiles = pgTable(
  'form_submission_files',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    submissionId: text('submission_id').notNull(),
    fieldName: text('field_name').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'form_submission_files_submission_fk',
      columns: [t.submissionId, t.projectId],
      foreignColumns: [formSubmissions.id, formSubmissions.projectId],
    }).onDelete('cascade'),
    index('form_submission_files_by_submission').on(t.submissionId),
  ],
);

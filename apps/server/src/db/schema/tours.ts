import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { MAX_IMAGES_PER_ELEMENT } from '@kontor/core/schemas/images';
import { createdAt, updatedAt, version } from './columns.ts';
import { projects } from './projects.ts';
import { serviceEntries } from './services.ts';
import { holidayTemplates } from './time-tracking.ts';
import { users } from './users.ts';

/**
 * A visit confirmed done ('erledigt'). Planned visits are not stored: they are the expansion
 * of the entry's schedule (core tours/), and a row names one by entry and planned date.
 */
export const serviceVisits = pgTable(
  'service_visits',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    entryId: text('entry_id').notNull(),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** "Service · Objekt · TT.MM.JJJJ" when confirmed: the images list names the visit by it. */
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    unique('service_visits_entry_date_key').on(t.entryId, t.plannedDate),
    // The matrix and the Leistungsnachweis read a project's visits of a date range.
    index('service_visits_project_date_idx').on(t.projectId, t.plannedDate),
    check(
      'service_visits_images_check',
      sql`cardinality(${t.images}) <= ${sql.raw(String(MAX_IMAGES_PER_ELEMENT))}`,
    ),
    foreignKey({
      name: 'service_visits_entry_fk',
      columns: [t.entryId, t.projectId],
      foreignColumns: [serviceEntries.id, serviceEntries.projectId],
    }).onDelete('cascade'),
  ],
);

/**
 * The project's tour settings. `holiday_template_id` null means automatic: the project's
 * only holiday template if it has exactly one, else none. Deleting the template sets it back
 * to automatic (a single-column FK; the service checks the template is the project's).
 */
export const tourSettings = pgTable('tour_settings', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  holidayTemplateId: text('holiday_template_id').references(() => holidayTemplates.id, {
    onDelete: 'set null',
  }),
  /** The iCal feeds carry key numbers and property info (stored by Google, Outlook …). */
  calendarDetails: boolean('calendar_details').notNull().default(false),
  updatedAt: updatedAt(),
  version: version(),
});

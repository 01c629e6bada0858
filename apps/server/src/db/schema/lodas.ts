import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LodasLine } from '@kontor/core/lodas/lodas-lines';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * A month exported to DATEV LODAS (docs/payroll.md): who, when, the checksum and the exported
 * lines, so a later change of the month's figures shows as a difference before the next export.
 * Never changed; each export adds a row, the newest is the month's mark.
 */
export const lodasExports = pgTable(
  'lodas_exports',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    checksum: text('checksum').notNull(),
    lines: jsonb('lines').$type<LodasLine[]>().notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
    exportedBy: text('exported_by').references(() => users.id, { onDelete: 'set null' }),
    /** Orders the exports of a month (the newest is its mark), whatever the clock says. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('lodas_exports_month_idx').on(t.projectId, t.year, t.month, t.sequence),
    check('lodas_exports_month_check', sql`${t.month} between 1 and 12`),
  ],
);

import { and, eq, sql } from 'drizzle-orm';
import type { TourSettings, UpdateTourSettingsBody } from '@kontor/core/schemas/tours';
import { tourSettingsMessages } from '@kontor/core/schemas/tours';
import type { Db } from '../../db/database.ts';
import { tourSettings } from '../../db/schema/tours.ts';
import { holidayTemplates } from '../../db/schema/time-tracking.ts';
import { queryRows } from '../../db/sql.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { tourTemplateIdSql } from '../../lib/tour-calendar.ts';

/** The tour settings; a project that never saved them has version 0 and automatic holidays. */
export async function get(db: Db, projectId: string): Promise<TourSettings> {
  const [row] = await queryRows<{
    holidayTemplateId: string | null;
    calendarDetails: boolean | null;
    version: number | null;
    effectiveId: string | null;
    effectiveName: string | null;
  }>(
    db,
    sql`select ts.holiday_template_id as "holidayTemplateId",
          ts.calendar_details as "calendarDetails", ts.version,
          ht.id as "effectiveId", ht.name as "effectiveName"
        from (select 1) one
        left join tour_settings ts on ts.project_id = ${projectId}
        left join holiday_templates ht
          on ht.project_id = ${projectId} and ht.id = ${tourTemplateIdSql(projectId)}`,
  );
  return {
    holidayTemplateId: row?.holidayTemplateId ?? null,
    effectiveTemplate: row?.effectiveId ? { id: row.effectiveId, name: row.effectiveName! } : null,
    calendarDetails: row?.calendarDetails ?? false,
    version: row?.version ?? 0,
  };
}

async function assertTemplate(db: Db, projectId: string, id: string) {
  const rows = await db
    .select({ id: holidayTemplates.id })
    .from(holidayTemplates)
    .where(and(eq(holidayTemplates.id, id), eq(holidayTemplates.projectId, projectId)));
  if (rows.length === 0) {
    throw new HttpProblem(400, httpMessages.validation, {
      holidayTemplateId: [tourSettingsMessages.templateNotFound],
    });
  }
}

/** Saves the settings if `version` is still the stored one (0 before the first save), else 409. */
export async function update(db: Db, projectId: string, body: UpdateTourSettingsBody) {
  const templateId = body.holidayTemplateId;
  if (templateId) await assertTemplate(db, projectId, templateId);
  const values = {
    ...(templateId !== undefined && { holidayTemplateId: templateId }),
    ...(body.calendarDetails !== undefined && { calendarDetails: body.calendarDetails }),
    updatedAt: new Date(),
  };
  const rows = await (
    body.version === 0
      ? db
          .insert(tourSettings)
          .values({ projectId, ...values, version: 1 })
          .onConflictDoNothing()
          .returning({ version: tourSettings.version })
      : db
          .update(tourSettings)
          .set({ ...values, version: sql`${tourSettings.version} + 1` })
          .where(and(eq(tourSettings.projectId, projectId), eq(tourSettings.version, body.version)))
          .returning({ version: tourSettings.version })
  ).catch(async (error: unknown) => {
    // The template was deleted meanwhile: the same answer as the check above.
    if (templateId && isForeignKeyViolation(error)) {
      await assertTemplate(db, projectId, templateId);
    }
    throw error;
  });
  if (rows.length === 0) throw new HttpProblem(409, tourSettingsMessages.conflict);
  return get(db, projectId);
}

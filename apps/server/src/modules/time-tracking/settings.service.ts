import { and, asc, count, eq, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import type { HolidayTemplateBody, SurchargeBody } from '@kontor/core/schemas/time-tracking';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import {
  displayedYears,
  holidayCatalog,
  refreshYears,
  taxFreeSurchargePresets,
  validateHolidayTemplate,
  validateHolidayTemplateDelete,
  validateSurcharge,
  validateSurchargeArchive,
  type GermanState,
  type Surcharge,
  type Issue,
} from '@kontor/core/time-tracking/index';
import type { Db } from '../../db/database.ts';
import {
  holidays,
  holidayTemplates,
  surcharges,
  timeRecords,
} from '../../db/schema/time-tracking.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { berlinToday } from './overviews.service.ts';
import type { SurchargeRow } from './sheets.repository.ts';

function refuseIf(issues: readonly Issue[]) {
  if (issues.length === 0) return;
  const errors: FieldErrors = {};
  for (const { field, message } of issues) (errors[field] ??= []).push(message);
  throw new HttpProblem(400, httpMessages.validation, errors);
}

const currentYear = () => Number(berlinToday().slice(0, 4));

// ---- Zuschläge

function surchargeView(row: SurchargeRow) {
  return {
    ...row,
    time: row.time ?? undefined,
    days: row.days ?? undefined,
    group: row.group ?? undefined,
  };
}

export async function listSurcharges(db: Db, projectId: string, archived: boolean) {
  const rows = await db
    .select()
    .from(surcharges)
    .where(and(eq(surcharges.projectId, projectId), eq(surcharges.active, !archived)))
    .orderBy(asc(surcharges.name), asc(surcharges.id));
  return { items: rows.map(surchargeView) };
}

function surchargeValues(body: SurchargeBody) {
  return {
    ...body,
    time: body.type === 'time' || body.time ? (body.time ?? null) : null,
    days: body.type === 'day' ? (body.days ?? null) : null,
    onlyIfStartedBeforeMidnight: body.onlyIfStartedBeforeMidnight ?? false,
    continuesUntilFourNextDay: body.continuesUntilFourNextDay ?? false,
    group: body.group ?? null,
    endDate: body.endDate ?? null,
  };
}

export async function createSurcharge(db: Db, projectId: string, body: SurchargeBody) {
  refuseIf(validateSurcharge({ ...body, days: body.days as Surcharge['days'] }));
  const [row] = await db
    .insert(surcharges)
    .values({ id: newId(), projectId, ...surchargeValues(body) })
    .returning();
  return surchargeView(row!);
}

async function surchargeOr404(db: Db, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(surcharges)
    .where(and(eq(surcharges.id, id), eq(surcharges.projectId, projectId)));
  if (!row) throw new HttpProblem(404, timeApiMessages.surchargeNotFound);
  return row;
}

async function updateSurchargeRow(
  db: Db,
  row: SurchargeRow,
  version: number,
  values: Partial<typeof surcharges.$inferInsert>,
) {
  const [updated] = await db
    .update(surcharges)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(surcharges.id, row.id), eq(surcharges.version, version)))
    .returning();
  if (!updated) throw new HttpProblem(409, timeApiMessages.conflict);
  return surchargeView(updated);
}

/** Changes apply retroactively (the screen warns); an archived surcharge stays as it was. */
export async function updateSurcharge(
  db: Db,
  projectId: string,
  id: string,
  { version, ...body }: SurchargeBody & { version: number },
) {
  const row = await surchargeOr404(db, projectId, id);
  if (!row.active) throw new HttpProblem(409, timeApiMessages.surchargeArchived);
  refuseIf(validateSurcharge({ ...body, days: body.days as Surcharge['days'] }));
  return updateSurchargeRow(db, row, version, surchargeValues(body));
}

/** Archiving ends the surcharge: it keeps applying to the days before its end date. */
export async function archiveSurcharge(
  db: Db,
  projectId: string,
  id: string,
  body: { version: number; endDate?: string | null },
) {
  const row = await surchargeOr404(db, projectId, id);
  if (!row.active) throw new HttpProblem(409, timeApiMessages.surchargeArchived);
  refuseIf(validateSurchargeArchive(body.endDate));
  return updateSurchargeRow(db, row, body.version, { active: false, endDate: body.endDate });
}

export function surchargePresets(startDate: string) {
  return {
    items: taxFreeSurchargePresets(startDate, []).map(({ id: _id, days, ...preset }) => ({
      short: '',
      description: '',
      color: 'blue',
      ...preset,
      ...(days ? { days: days as SurchargeBody['days'] } : {}),
      connectedRecords: [],
    })),
  };
}

// ---- Feiertag-Templates

export async function listTemplates(db: Db, projectId: string) {
  const rows = await db
    .select()
    .from(holidayTemplates)
    .where(eq(holidayTemplates.projectId, projectId))
    .orderBy(asc(holidayTemplates.name));
  return {
    items: rows.map(({ id, name, holidayIds, version }) => ({ id, name, holidayIds, version })),
  };
}

async function assertHolidays(db: Db, projectId: string, ids: readonly string[]) {
  const known = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(eq(holidays.projectId, projectId));
  const set = new Set(known.map((h) => h.id));
  if (ids.some((id) => !set.has(id))) {
    throw new HttpProblem(400, httpMessages.validation, {
      holidayIds: [timeApiMessages.unknownHoliday],
    });
  }
}

export async function createTemplate(db: Db, projectId: string, body: HolidayTemplateBody) {
  const existing = await db
    .select({ id: holidayTemplates.id, name: holidayTemplates.name })
    .from(holidayTemplates)
    .where(eq(holidayTemplates.projectId, projectId));
  refuseIf(validateHolidayTemplate(body, existing));
  await assertHolidays(db, projectId, body.holidayIds);
  const id = newId();
  try {
    await db.insert(holidayTemplates).values({ id, projectId, ...body });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Created by someone else meanwhile: the same answer as the check above.
    refuseIf(validateHolidayTemplate(body, [{ id: '', name: body.name }]));
  }
  return { id, name: body.name, holidayIds: body.holidayIds, version: 0 };
}

/** The name is fixed once created (spec §5); only the holidays change. */
export async function updateTemplate(
  db: Db,
  projectId: string,
  id: string,
  body: { version: number; holidayIds: string[] },
) {
  await assertHolidays(db, projectId, body.holidayIds);
  const [row] = await db
    .update(holidayTemplates)
    .set({ holidayIds: body.holidayIds, version: body.version + 1 })
    .where(
      and(
        eq(holidayTemplates.id, id),
        eq(holidayTemplates.projectId, projectId),
        eq(holidayTemplates.version, body.version),
      ),
    )
    .returning();
  if (!row) {
    await templateOr404(db, projectId, id);
    throw new HttpProblem(409, timeApiMessages.conflict);
  }
  return { id, name: row.name, holidayIds: row.holidayIds, version: row.version };
}

async function templateOr404(db: Db, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(holidayTemplates)
    .where(and(eq(holidayTemplates.id, id), eq(holidayTemplates.projectId, projectId)));
  if (!row) throw new HttpProblem(404, timeApiMessages.templateNotFound);
  return row;
}

export async function deleteTemplate(db: Db, projectId: string, id: string) {
  await templateOr404(db, projectId, id);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(timeRecords)
    .where(and(eq(timeRecords.projectId, projectId), eq(timeRecords.holidayTemplateId, id)));
  const issue = validateHolidayTemplateDelete(n)[0];
  if (issue) throw new HttpProblem(409, issue.message);
  await db.delete(holidayTemplates).where(eq(holidayTemplates.id, id));
}

// ---- Feiertage

export async function listHolidays(db: Db, projectId: string) {
  const rows = await db
    .select({ id: holidays.id, name: holidays.name, dates: holidays.dates })
    .from(holidays)
    .where(eq(holidays.projectId, projectId));
  const years = displayedYears(currentYear());
  const first = (h: { dates: Record<string, string> }) =>
    years.map((y) => h.dates[String(y)]).find(Boolean) ?? '9999';
  return { years, items: rows.sort((a, b) => first(a).localeCompare(first(b))) };
}

/**
 * 'Daten aktualisieren': the current year and the next six from the offline data of one
 * Bundesland; dates of other years stay, so templates keep their ids.
 */
export async function refreshHolidays(db: Db, projectId: string, state: GermanState) {
  const catalog = holidayCatalog(state, refreshYears(currentYear()));
  await db.transaction(async (tx) => {
    for (const { name, dates } of catalog) {
      await tx
        .insert(holidays)
        .values({ id: newId(), projectId, name, dates })
        .onConflictDoUpdate({
          target: [holidays.projectId, holidays.name],
          set: { dates: sql`${holidays.dates} || excluded.dates` },
        });
    }
  });
  return listHolidays(db, projectId);
}

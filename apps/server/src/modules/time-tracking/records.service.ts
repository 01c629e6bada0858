import { and, asc, eq } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import type { RecordBody } from '@kontor/core/schemas/time-tracking';
import {
  timeApiMessages,
  type RecordView,
  type updateRecordBodySchema,
} from '@kontor/core/schemas/time-tracking-api';
import {
  isRecordEditable,
  recordPeriod,
  recordYearOptions,
  validateRecord,
  vacationBalance,
  vacationSummary,
  yearBalance,
} from '@kontor/core/time-tracking/index';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { holidayTemplates, timeRecords } from '../../db/schema/time-tracking.ts';
import { users } from '../../db/schema/users.ts';
import { countMembers } from '../../lib/memberships.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { berlinToday } from './overviews.service.ts';
import { findRecord, loadSheet, loadSheets, type SheetData } from './sheets.repository.ts';

const currentYear = () => Number(berlinToday().slice(0, 4));

function invalid(field: string, message: string): never {
  throw new HttpProblem(400, httpMessages.validation, { [field]: [message] });
}

/** Saldo up to today and the vacation of the year, as the records table shows them. */
function figuresOf({ sheet, previousEnd }: SheetData) {
  const balance = yearBalance(sheet, { previousEnd, until: berlinToday(), findings: false });
  return {
    saldo: balance.total.account,
    vacation: vacationSummary(sheet),
    remainingVacation: vacationBalance(sheet, 12).remaining,
  };
}

function view(loaded: SheetData, name: string): RecordView {
  const { row } = loaded;
  const period = recordPeriod(row.year, row.startMonth);
  const { saldo, vacation } = figuresOf(loaded);
  return {
    id: row.id,
    user: { id: row.userId, name },
    year: row.year,
    startMonth: row.startMonth,
    ...period,
    timeSettings: row.timeSettings,
    holidayTemplateId: row.holidayTemplateId,
    formerRecordId: row.formerRecordId,
    initialSaldo: row.initialSaldo,
    initialVacation: row.initialVacation,
    vacation,
    saldo,
    editable: isRecordEditable(row.year, currentYear()),
    version: row.version,
  };
}

export async function list(db: Db, projectId: string, year: number) {
  const rows = await db
    .select({ record: timeRecords, name: users.name })
    .from(timeRecords)
    .innerJoin(users, eq(users.id, timeRecords.userId))
    .where(and(eq(timeRecords.projectId, projectId), eq(timeRecords.year, year)))
    .orderBy(asc(users.name));
  // The table shows saldo and vacation only: no surcharges to load or compute.
  const sheets = await loadSheets(
    db,
    projectId,
    rows.map((r) => r.record),
    { surcharges: false },
  );
  return { items: sheets.map((loaded, i) => view(loaded, rows[i]!.name)) };
}

async function recordOr404(db: Db, projectId: string, id: string) {
  const [row] = await db
    .select({ record: timeRecords, name: users.name })
    .from(timeRecords)
    .innerJoin(users, eq(users.id, timeRecords.userId))
    .where(and(eq(timeRecords.id, id), eq(timeRecords.projectId, projectId)));
  if (!row) throw new HttpProblem(404, timeApiMessages.recordNotFound);
  return row;
}

export async function get(db: Db, projectId: string, id: string) {
  const { record, name } = await recordOr404(db, projectId, id);
  return view(await loadSheet(db, projectId, record), name);
}

async function assertTemplate(db: Db, projectId: string, id: string | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ id: holidayTemplates.id })
    .from(holidayTemplates)
    .where(and(eq(holidayTemplates.id, id), eq(holidayTemplates.projectId, projectId)));
  if (!row) invalid('holidayTemplateId', timeApiMessages.templateNotFound);
}

/**
 * 'Neuen Record erstellen'; copying takes the former year's settings and template and carries
 * its closing saldo and remaining vacation over as the initial values.
 */
export async function create(db: Db, projectId: string, createdBy: string, body: RecordBody) {
  const issue = validateRecord(body)[0];
  if (issue) invalid(issue.field, issue.message);
  if (!recordYearOptions(currentYear()).includes(body.year)) {
    invalid('year', timeApiMessages.recordYear);
  }
  if ((await countMembers(db, projectId, [body.userId])) === 0) {
    invalid('userId', timeApiMessages.notMember);
  }
  let values = {
    startMonth: body.startMonth,
    timeSettings: body.timeSettings,
    holidayTemplateId: body.holidayTemplateId ?? null,
    initialSaldo: body.initialSaldo,
    initialVacation: body.initialVacation,
    formerRecordId: null as string | null,
  };
  if (body.copyPrevious) {
    const former = await findRecord(db, projectId, body.userId, body.year - 1);
    if (!former) invalid('copyPrevious', timeApiMessages.noFormerRecord);
    const carried = figuresOf(await loadSheet(db, projectId, former));
    values = {
      ...values,
      timeSettings: former.timeSettings,
      holidayTemplateId: former.holidayTemplateId,
      initialSaldo: carried.saldo,
      initialVacation: carried.remainingVacation,
      formerRecordId: former.id,
    };
  }
  await assertTemplate(db, projectId, values.holidayTemplateId);
  const id = newId();
  try {
    await db
      .insert(timeRecords)
      .values({ id, projectId, userId: body.userId, year: body.year, createdBy, ...values });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpProblem(409, timeApiMessages.recordExists);
    throw error;
  }
  return get(db, projectId, id);
}

/** 'Zeiterfassung {year} bearbeiten'; records of past years are read-only. */
export async function update(
  db: Db,
  projectId: string,
  id: string,
  body: z.infer<typeof updateRecordBodySchema>,
) {
  const { record } = await recordOr404(db, projectId, id);
  if (!isRecordEditable(record.year, currentYear())) {
    throw new HttpProblem(409, timeApiMessages.recordPastYear);
  }
  if (record.version !== body.version) throw new HttpProblem(409, timeApiMessages.conflict);
  await assertTemplate(db, projectId, body.holidayTemplateId);
  const { version, ...changes } = body;
  const rows = await db
    .update(timeRecords)
    .set({ ...changes, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(timeRecords.id, id), eq(timeRecords.version, version)))
    .returning({ id: timeRecords.id });
  if (rows.length === 0) throw new HttpProblem(409, timeApiMessages.conflict);
  return get(db, projectId, id);
}

import { and, asc, eq } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import type { RecordBody } from '@kontor/core/schemas/time-tracking';
import {
  timeApiMessages,
  type RecordView,
  type updateRecordBodySchema,
} from '@kontor/core/schemas/time-tracking-api';
import {
  formerRecordOf,
  isRecordEditable,
  recordPeriod,
  recordYearOptions,
  messages,
  validateRecord,
  validateRecordCopy,
  validateRecordPeriod,
  vacationSummary,
  yearBalance,
  type RecordSpan,
} from '@kontor/core/time-tracking/index';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { holidayTemplates, timeRecords } from '../../db/schema/time-tracking.ts';
import { users } from '../../db/schema/users.ts';
import { countMembers } from '../../lib/memberships.ts';
import { isExclusionViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import {
  hasMinijobs,
  payrollContext,
  recordPayrollFindings,
  type PayrollContext,
} from './payroll-figures.ts';
import { berlinToday, loadSheets, recordsOfUsers, type SheetData } from './sheets.repository.ts';
import { inChange } from './change-context.ts';

const currentYear = () => Number(berlinToday().slice(0, 4));

function invalid(field: string, message: string): never {
  throw new HttpProblem(400, httpMessages.validation, { [field]: [message] });
}

/** A row of the records table: saldo up to today and the vacation of the record. */
function view(loaded: SheetData, name: string, payroll: PayrollContext): RecordView {
  const { row, sheet, previousEnd, employment } = loaded;
  // Figures only: the legal findings per day are not shown here.
  const balance = yearBalance(sheet, { previousEnd, until: berlinToday(), findings: false });
  return {
    id: row.id,
    user: { id: row.userId, name },
    year: row.year,
    startMonth: row.startMonth,
    endMonth: row.endMonth,
    ...recordPeriod(row.year, row.startMonth, row.endMonth),
    timeSettings: row.timeSettings,
    holidayTemplateId: row.holidayTemplateId,
    formerRecordId: row.formerRecordId,
    // The engine's values: with a former record they are its closing values.
    initialSaldo: sheet.record.initialSaldo,
    initialVacation: sheet.record.initialVacation,
    vacation: vacationSummary(sheet),
    employment,
    saldo: balance.total.account,
    payrollFindings: recordPayrollFindings(payroll, loaded, balance.months),
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
    .orderBy(asc(users.name), asc(timeRecords.startMonth));
  const payroll = await payrollContext(
    db,
    projectId,
    rows.map((r) => r.record.userId),
  );
  // Saldo and vacation need no surcharges; a Minijob's earnings do (the limit's findings).
  const sheets = await loadSheets(
    db,
    projectId,
    rows.map((r) => r.record),
    { surcharges: hasMinijobs(payroll) },
  );
  return { items: sheets.map((loaded, i) => view(loaded, rows[i]!.name, payroll)) };
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
  const payroll = await payrollContext(db, projectId, [record.userId]);
  const [loaded] = await loadSheets(db, projectId, [record], { surcharges: hasMinijobs(payroll) });
  return view(loaded!, name, payroll);
}

async function assertTemplate(db: Db, projectId: string, id: string | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ id: holidayTemplates.id })
    .from(holidayTemplates)
    .where(and(eq(holidayTemplates.id, id), eq(holidayTemplates.projectId, projectId)));
  if (!row) invalid('holidayTemplateId', timeApiMessages.templateNotFound);
}

/** Initial values sent with copyPrevious are refused by name, never dropped (400). */
function assertRecordCopy(body: RecordBody) {
  const issues = validateRecordCopy(body);
  if (issues.length === 0) return;
  const errors = Object.fromEntries(issues.map((i) => [i.field, [i.message]]));
  const labels = messages.record.fieldLabels;
  const carried = issues.flatMap((i) =>
    i.field in labels ? [labels[i.field as keyof typeof labels]] : [],
  );
  const detail = body.copyPrevious
    ? messages.record.carriedFields(carried)
    : httpMessages.validation;
  throw new HttpProblem(400, detail, errors);
}

/** Records of one user may not share a month: 400 for a bad range, 409 for an overlap. */
function assertPeriod(draft: RecordSpan, others: readonly RecordSpan[]) {
  const issue = validateRecordPeriod(draft, others)[0];
  if (issue?.field === 'endMonth') invalid(issue.field, issue.message);
  if (issue) overlapping();
}

function overlapping(): never {
  throw new HttpProblem(409, timeApiMessages.recordOverlap, {
    startMonth: [timeApiMessages.recordOverlap],
  });
}

/** Checked first for the message; the exclusion constraint decides between concurrent writes. */
async function writeRecord(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (isExclusionViolation(error)) overlapping();
    throw error;
  }
}

/**
 * 'Neuen Record erstellen', for a year or part of one (a contract change mid-year is a second
 * record). Copying takes the former record's settings and template and links it: the new
 * record then starts from its closing saldo and remaining vacation, computed on every read.
 */
export async function create(db: Db, projectId: string, createdBy: string, body: RecordBody) {
  const issue = validateRecord(body)[0];
  if (issue) invalid(issue.field, issue.message);
  assertRecordCopy(body);
  if (!recordYearOptions(currentYear()).includes(body.year)) {
    invalid('year', timeApiMessages.recordYear);
  }
  if ((await countMembers(db, projectId, [body.userId])) === 0) {
    invalid('userId', timeApiMessages.notMember);
  }
  const id = newId();
  const existing = await recordsOfUsers(db, projectId, [body.userId]);
  assertPeriod({ ...body, id }, existing);
  let values = {
    startMonth: body.startMonth,
    endMonth: body.endMonth,
    // Present without copyPrevious (assertRecordCopy).
    timeSettings: body.timeSettings!,
    holidayTemplateId: body.holidayTemplateId ?? null,
    initialSaldo: body.initialSaldo ?? 0,
    initialVacation: body.initialVacation ?? 0,
    formerRecordId: null as string | null,
  };
  if (body.copyPrevious) {
    const former = formerRecordOf(body, existing);
    if (!former) invalid('copyPrevious', timeApiMessages.noFormerRecord);
    values = {
      ...values,
      // What the request sends wins (new hours at a contract change); the rest is copied.
      timeSettings: body.timeSettings ?? former.timeSettings,
      holidayTemplateId: body.holidayTemplateId ?? former.holidayTemplateId,
      // Unused while linked: the former record's closing values count.
      initialSaldo: 0,
      initialVacation: 0,
      formerRecordId: former.id,
    };
  }
  await assertTemplate(db, projectId, values.holidayTemplateId);
  await writeRecord(() =>
    inChange(db, { actorId: createdBy }, (tx) =>
      tx
        .insert(timeRecords)
        .values({ id, projectId, userId: body.userId, year: body.year, createdBy, ...values }),
    ),
  );
  return get(db, projectId, id);
}

/** 'Zeiterfassung {year} bearbeiten'; records of past years are read-only. */
export async function update(
  db: Db,
  projectId: string,
  actorId: string,
  id: string,
  body: z.infer<typeof updateRecordBodySchema>,
) {
  const { record } = await recordOr404(db, projectId, id);
  if (!isRecordEditable(record.year, currentYear())) {
    throw new HttpProblem(409, timeApiMessages.recordPastYear);
  }
  if (record.version !== body.version) throw new HttpProblem(409, timeApiMessages.conflict);
  if (record.formerRecordId) {
    for (const field of ['initialSaldo', 'initialVacation'] as const) {
      if (body[field] !== undefined) invalid(field, timeApiMessages.carriedOver);
    }
  }
  await assertTemplate(db, projectId, body.holidayTemplateId);
  const { version, ...changes } = body;
  const startMonth = changes.startMonth ?? record.startMonth;
  const endMonth = changes.endMonth ?? record.endMonth;
  if (startMonth !== record.startMonth || endMonth !== record.endMonth) {
    const others = await recordsOfUsers(db, projectId, [record.userId]);
    assertPeriod({ id, year: record.year, startMonth, endMonth }, others);
  }
  let rows: { id: string }[] = [];
  await writeRecord(async () => {
    rows = await inChange(db, { actorId }, (tx) =>
      tx
        .update(timeRecords)
        .set({ ...changes, updatedAt: new Date(), version: version + 1 })
        .where(and(eq(timeRecords.id, id), eq(timeRecords.version, version)))
        .returning({ id: timeRecords.id }),
    );
  });
  if (rows.length === 0) throw new HttpProblem(409, timeApiMessages.conflict);
  return get(db, projectId, id);
}

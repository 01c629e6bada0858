/**
 * THE CHECK (issue 30, 'Past years'): after Records and Days are imported, Kontor's engine
 * must give the month and year saldo the old system stored. The original stores
 * - Record.saldo: the record's saldo in milliseconds. The spec does not say whether it holds
 *   the carried initial_saldo, so both readings count as agreeing: the sum of its days' saldi
 *   (Kontor: the year's 'Gesamt' Monatssaldo, `total.saldo`) or that plus the carried
 *   initial_saldo (Kontor: the Zeitkonto at the record's end). The months are compared strictly;
 * - Day.saldo: the day's saldo in milliseconds, worked minus planned time less pauses (spec
 *   part 2 §9); summed per month it is Kontor's Monatssaldo. A Day of type initial holds the
 *   opening balance and is left out (it is the Record's initial_saldo).
 * Every difference of a whole minute or more is noted per employee and month, and per year.
 * A record linked to its former record starts from Kontor's closing values of that one; where
 * they differ from the source's initial_saldo / initial_vacation, the link is dropped so the
 * source's carried values count (the balance continues exactly where the old system left it),
 * and that is noted too.
 *
 * The runner does not call an importer for an unchanged object, so the source figures are
 * collected by the runner from every Record and Day it reads (`SaldoCollector.observe`), then
 * `compareSaldo(ctx, collector.figures())` runs once the Day class is done.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MONTH_NAMES, yearBalance } from '@kontor/core/time-tracking/index';
import { timeRecords } from '../../../db/schema/time-tracking.ts';
import {
  berlinToday,
  loadSheets,
  userNames,
  type RecordRow,
} from '../../../modules/time-tracking/sheets.repository.ts';
import type { ImportContext, ParseObject } from '../contract.ts';
import { timeImportMessages } from './time-messages.ts';
import { finite, localDate, msToMinutes, pointerId } from './time-values.ts';

/** What the source stored for one Record. */
export interface SourceRecordFigures {
  /** The Record's objectId. */
  recordId: string;
  /** Record.saldo in milliseconds (undefined: the source has none). */
  saldoMs?: number;
  /** Day.saldo in milliseconds summed per month (1–12), days up to `until` only. */
  monthsMs: Map<number, number>;
}

/** Collects the source's figures while the runner reads Record and Day (memory: 12 numbers a record). */
export class SaldoCollector {
  readonly #records = new Map<string, SourceRecordFigures>();
  constructor(private readonly until: string = berlinToday()) {}

  #of(recordId: string): SourceRecordFigures {
    let figures = this.#records.get(recordId);
    if (!figures) this.#records.set(recordId, (figures = { recordId, monthsMs: new Map() }));
    return figures;
  }

  /** Call once for every object read of the classes Record and Day (changed or not). */
  observe(className: string, object: ParseObject): void {
    if (className === 'Record') {
      this.#of(object.objectId).saldoMs = finite(object.saldo);
      return;
    }
    if (className !== 'Day' || object.type === 'initial') return;
    const recordId = pointerId(object.record);
    const date = localDate(object.date);
    const saldo = finite(object.saldo);
    if (!recordId || !date || saldo === undefined || date > this.until) return;
    const months = this.#of(recordId).monthsMs;
    const month = Number(date.slice(5, 7));
    months.set(month, (months.get(month) ?? 0) + saldo);
  }

  figures(): SourceRecordFigures[] {
    return [...this.#records.values()];
  }
}

const BATCH = 50;

export interface SaldoCheckResult {
  /** Records compared (imported ones with source figures). */
  compared: number;
  /** Notes written: months, years and carried values that differ. */
  differences: number;
}

/** Compares every imported record's month and year saldo and its carried values with the source's. */
export async function compareSaldo(
  ctx: ImportContext,
  figures: Iterable<SourceRecordFigures>,
  { until = berlinToday() }: { until?: string } = {},
): Promise<SaldoCheckResult> {
  const result: SaldoCheckResult = { compared: 0, differences: 0 };
  const note = (sourceId: string, message: string) => {
    ctx.note('Record', sourceId, message);
    result.differences++;
  };
  const linked: { row: RecordRow; sourceId: string; name: string }[] = [];
  const all = [...figures];
  for (let i = 0; i < all.length; i += BATCH) {
    const resolved = new Map<string, SourceRecordFigures>();
    for (const source of all.slice(i, i + BATCH)) {
      const id = await ctx.refs.resolve('Record', source.recordId);
      if (id) resolved.set(id, source);
    }
    if (resolved.size === 0) continue;
    const rows = await ctx.db
      .select()
      .from(timeRecords)
      .where(
        and(
          eq(timeRecords.projectId, ctx.projectId),
          inArray(timeRecords.id, [...resolved.keys()]),
        ),
      );
    const names = await userNames(
      ctx.db,
      rows.map((r) => r.userId),
    );
    const sheets = await loadSheets(ctx.db, ctx.projectId, rows, { surcharges: false });
    for (const { row, sheet, previousEnd } of sheets) {
      const source = resolved.get(row.id)!;
      const name = names.get(row.userId) ?? row.userId;
      result.compared++;
      const balance = yearBalance(sheet, { previousEnd, until, findings: false });
      for (let month = row.startMonth; month <= row.endMonth; month++) {
        if (`${row.year}-${String(month).padStart(2, '0')}-01` > until) break;
        const kontor = balance.months[month - 1]!.saldo;
        const stored = msToMinutes(source.monthsMs.get(month) ?? 0);
        if (stored !== kontor) {
          const period = `${MONTH_NAMES[month - 1]} ${row.year}`;
          note(source.recordId, timeImportMessages.saldoDiffers(name, period, stored, kontor));
        }
      }
      const account = sheet.record.initialSaldo + balance.total.saldo;
      const storedYear = source.saldoMs === undefined ? undefined : msToMinutes(source.saldoMs);
      if (
        storedYear !== undefined &&
        storedYear !== balance.total.saldo &&
        storedYear !== account
      ) {
        const period = timeImportMessages.yearPeriod(row.year);
        note(
          source.recordId,
          timeImportMessages.saldoDiffers(name, period, storedYear, balance.total.saldo),
        );
      }
      if (row.formerRecordId) linked.push({ row, sourceId: source.recordId, name });
    }
  }
  await checkCarried(ctx, linked, note);
  return result;
}

const sameDays = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The linked records, oldest first, each loaded after the links before it are settled (a
 * dropped link changes the closing values the next record carries).
 */
async function checkCarried(
  ctx: ImportContext,
  linked: readonly { row: RecordRow; sourceId: string; name: string }[],
  note: (sourceId: string, message: string) => void,
) {
  const ordered = [...linked].sort(
    (a, b) => a.row.year - b.row.year || a.row.startMonth - b.row.startMonth,
  );
  for (const { row, sourceId, name } of ordered) {
    const [loaded] = await loadSheets(ctx.db, ctx.projectId, [row], { surcharges: false });
    const carried = loaded!.sheet.record;
    const saldoDiffers = carried.initialSaldo !== row.initialSaldo;
    const vacationDiffers = !sameDays(carried.initialVacation, row.initialVacation);
    if (!saldoDiffers && !vacationDiffers) continue;
    await ctx.db
      .update(timeRecords)
      .set({ formerRecordId: null, updatedAt: new Date() })
      .where(and(eq(timeRecords.id, row.id), eq(timeRecords.projectId, ctx.projectId)));
    note(
      sourceId,
      timeImportMessages.carryDiffers(name, row.year, {
        ...(saldoDiffers
          ? { saldo: [row.initialSaldo, carried.initialSaldo] as [number, number] }
          : {}),
        ...(vacationDiffers
          ? { vacation: [row.initialVacation, carried.initialVacation] as [number, number] }
          : {}),
      }),
    );
  }
}

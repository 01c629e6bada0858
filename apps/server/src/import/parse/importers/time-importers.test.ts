import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import {
  closingValues,
  datesBetween,
  messages,
  toInstant,
  weekdayOf,
  yearBalance,
} from '@kontor/core/time-tracking/index';
import {
  absenceDays,
  absences,
  surcharges,
  timeEntries,
  timeRecords,
} from '../../../db/schema/time-tracking.ts';
import { loadSheets } from '../../../modules/time-tracking/sheets.repository.ts';
import {
  caller,
  thisYear,
  timeProject,
  type Caller,
} from '../../../modules/time-tracking/time-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ClassImporter, ParseObject } from '../contract.ts';
import { testImportContext, type TestImportContext } from '../test-context.ts';
import { absenceImporter } from './time-absences.ts';
import { timeImporters } from './time-classes.ts';
import { dayImporter } from './time-days.ts';
import { holidayImporter, templateImporter } from './time-holidays.ts';
import { recordImporter } from './time-records.ts';
import { surchargeImporter } from './time-surcharges.ts';
import { compareSaldo, SaldoCollector } from './time-saldo-check.ts';
import {
  HOUR,
  MINUTE,
  parseDate,
  parseObject,
  pointer,
  recordObject,
  weekdaysOfMonth,
  workDay,
} from './time-test-objects.ts';

let t: TestApp;
let ctx: TestImportContext;
let admin: Caller;
let worker: Caller;
let office: Caller;
let projectId: string;
const past = () => thisYear() - 1;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, worker, office } = p);
  projectId = p.project.id;
  ctx = testImportContext(t.db, projectId);
  ctx.remember('_User', 'parseWorkr', worker.id);
  ctx.remember('_User', 'parseOffic', office.id);
  ctx.remember('_User', 'parseAdmin', admin.id);
});
afterAll(() => t.close());

/** Upserts as the runner does: a created object's id is remembered for later pointers. */
async function run(importer: ClassImporter, object: ParseObject, existingId?: string) {
  const outcome = await importer.upsert(object, existingId, ctx);
  if (outcome.kind !== 'skipped')
    ctx.remember(importer.className, object.objectId, outcome.kontorId);
  return outcome;
}

const recordRow = async (id: string) =>
  (await t.db.select().from(timeRecords).where(eq(timeRecords.id, id)))[0]!;

async function kontorYear(recordId: string, until = `${thisYear()}-01-01`) {
  const [loaded] = await loadSheets(t.db, projectId, [await recordRow(recordId)]);
  return { loaded: loaded!, balance: yearBalance(loaded!.sheet, { until, findings: false }) };
}

describe('the time importers', () => {
  it('lists every working-time class, each after the classes it points to', () => {
    const names = timeImporters.map((i) => i.className);
    expect(names).toEqual(['Holiday', 'Template', 'Record', 'Surcharge', 'Absence', 'Day']);
    timeImporters.forEach((importer, index) => {
      for (const dependency of importer.dependsOn.filter((d) => names.includes(d))) {
        expect(names.indexOf(dependency), `${importer.className} after ${dependency}`).toBeLessThan(
          index,
        );
      }
    });
  });
});

describe("a past year's record with its days", () => {
  // March of last year: a holiday of the template on its first Wednesday, an approved
  // vacation of two days, a long day with two breaks, a day as 'HH:MM', one with a pause
  // but no break times, the rest 08:00–16:30 with half an hour's break.
  const year = past;
  const weekdays = () => weekdaysOfMonth(year(), 3);
  const holiday = () => weekdays().find((d) => weekdayOf(d) === 2)!;
  const vacation = () =>
    weekdays()
      .filter((d) => d !== holiday())
      .slice(5, 7);
  const collector = () => new SaldoCollector(`${thisYear()}-01-01`);
  let check: SaldoCollector;
  const objects: ParseObject[] = [];

  function days(): ParseObject[] {
    const normal = { start: '08:00', end: '16:30', breaks: [{ start: '12:00', end: '12:30' }] };
    return weekdays()
      .filter((d) => d !== holiday())
      .map((date, i) => {
        const id = `dayMar${String(i).padStart(4, '0')}`;
        if (vacation().includes(date)) {
          return parseObject(id, {
            date: parseDate(date),
            type: 'absence',
            user: pointer('_User', 'parseWorkr'),
            record: pointer('Record', 'recPast001'),
            absence: pointer('Absence', 'absVac0001'),
            time: { type: 'absence', state: 'full' },
            saldo: 0,
          });
        }
        if (i === 0) {
          const breaks = [
            { start: '12:00', end: '12:30' },
            { start: '15:00', end: '15:15' },
          ];
          return workDay(id, 'parseWorkr', 'recPast001', {
            date,
            start: '07:00',
            end: '17:00',
            breaks,
          });
        }
        if (i === 1) return workDay(id, 'parseWorkr', 'recPast001', { date, ...normal }, true);
        const day = workDay(id, 'parseWorkr', 'recPast001', { date, ...normal });
        if (i === 2) (day.time as { breaks: unknown[] }).breaks = [];
        return day;
      });
  }

  it('imports holidays, template, record, absence and days', async () => {
    check = collector();
    const tag = parseObject('holBrueck1', {
      name: 'Brückentag',
      type: 'holiday',
      dates: { [String(year())]: holiday() },
    });
    const template = parseObject('tplBerlin1', {
      name: 'Berlin',
      type: 'holiday',
      holidays: ['holBrueck1'],
    });
    const record = recordObject('recPast001', 'parseWorkr', year(), [3, 3], {
      holiday_template: pointer('Template', 'tplBerlin1'),
      initial_saldo: 2 * HOUR,
      initial_vacation: 4.5,
      saldo: 75 * MINUTE,
    });
    const absence = parseObject('absVac0001', {
      user: pointer('_User', 'parseWorkr'),
      start_date: parseDate(vacation()[0]!),
      end_date: parseDate(vacation()[1]!),
      state: 'approved',
      type: 'vacation',
      comment: 'Ostsee',
    });
    objects.push(record, ...days());
    expect(await run(holidayImporter, tag)).toEqual({ kind: 'created', kontorId: 'holBrueck1' });
    expect(await run(templateImporter, template)).toEqual({
      kind: 'created',
      kontorId: 'tplBerlin1',
    });
    expect(await run(recordImporter, record)).toEqual({ kind: 'created', kontorId: 'recPast001' });
    expect(await run(absenceImporter, absence)).toEqual({
      kind: 'created',
      kontorId: 'absVac0001',
    });
    for (const day of objects.slice(1)) {
      const outcome = await run(dayImporter, day);
      expect(outcome.kind, JSON.stringify(outcome)).toMatch(/created|unchanged/);
    }
    objects.forEach((o) => check.observe(o === record ? 'Record' : 'Day', o));
  });

  it('converts milliseconds to minutes and keeps the record as the source had it', async () => {
    const row = await recordRow('recPast001');
    expect(row).toMatchObject({
      year: year(),
      startMonth: 3,
      endMonth: 3,
      initialSaldo: 120,
      initialVacation: 4.5,
      holidayTemplateId: 'tplBerlin1',
      timeSettings: {
        weeklyHours: 40,
        weekdaysPerWeek: 5,
        pauseMinutes: 30,
        vacationDaysPerYear: 30,
        startTime: '08:00',
      },
    });
  });

  it('stores a day with breaks as instants, also from wall-clock times', async () => {
    const [first, second] = weekdays().filter((d) => d !== holiday());
    const entries = await t.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.projectId, projectId), eq(timeEntries.userId, worker.id)));
    const on = (date: string) => entries.find((e) => e.date === date)!;
    expect(on(first!).startAt.getTime()).toBe(toInstant(first!, 7 * 60) * MINUTE);
    expect(on(first!).breaks.map((b) => [b.id, b.end - b.start])).toEqual([
      ['b0', 30],
      ['b1', 15],
    ]);
    expect(on(second!).endAt.getTime()).toBe(toInstant(second!, 16 * 60 + 30) * MINUTE);
    // § 17 MiLoG: when the old system recorded them is unknown ('unbekannt'), not the import's day.
    expect(entries.map((e) => [e.recordedAt, e.recordedBy])).toEqual(
      entries.map(() => [null, null]),
    );
    // The vacation days are the absence's days, not time entries.
    expect(entries.filter((e) => vacation().includes(e.date))).toEqual([]);
    const generated = await t.db
      .select()
      .from(absenceDays)
      .where(eq(absenceDays.absenceId, 'absVac0001'));
    expect(generated.map((d) => d.date).sort()).toEqual(vacation());
  });

  it('places a pause without break times in the middle of the time and notes it', async () => {
    const third = weekdays().filter((d) => d !== holiday())[2]!;
    const [entry] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, 'dayMar0002'));
    expect(entry!.date).toBe(third);
    expect(entry!.breaks.map((b) => [b.start, b.end])).toEqual([
      [toInstant(third, 12 * 60), toInstant(third, 12 * 60 + 30)],
    ]);
    expect(ctx.notes).toContainEqual({
      className: 'Day',
      sourceId: 'dayMar0002',
      message: 'Pause von 30 Min. ohne Pausenzeiten: als Pause ab 12:00 eingetragen.',
    });
  });

  it("gives the engine's year saldo the source stored, and the check finds no difference", async () => {
    const { balance } = await kontorYear('recPast001');
    expect(balance.total.saldo).toBe(75);
    expect(balance.months[2]!.saldo).toBe(75);
    const before = ctx.notes.length;
    const result = await compareSaldo(ctx, check.figures(), { until: `${thisYear()}-01-01` });
    expect(result).toEqual({ compared: 1, differences: 0 });
    expect(ctx.notes.slice(before)).toEqual([]);
  });

  it('agrees with a source whose Record.saldo holds the carried initial_saldo, and notes any other year figure', async () => {
    const recordWith = (saldoMs: number) => {
      const figures = collector();
      for (const o of objects) {
        const isRecord = o.objectId === 'recPast001';
        figures.observe(isRecord ? 'Record' : 'Day', isRecord ? { ...o, saldo: saldoMs } : o);
      }
      return figures.figures();
    };
    // initial_saldo 2 h plus the year's own 1.15 h.
    const before = ctx.notes.length;
    expect(
      await compareSaldo(ctx, recordWith(195 * MINUTE), { until: `${thisYear()}-01-01` }),
    ).toEqual({ compared: 1, differences: 0 });
    expect(
      await compareSaldo(ctx, recordWith(196 * MINUTE), { until: `${thisYear()}-01-01` }),
    ).toEqual({ compared: 1, differences: 1 });
    expect(ctx.notes.slice(before).map((n) => n.message)).toEqual([
      `Saldo weicht ab: ${worker.name} ${year()} (Jahr): Quelle 3.16 h, Kontor 1.15 h`,
    ]);
  });

  it('a second upsert with the earlier id updates the day and the record, no duplicates', async () => {
    const count = async () =>
      (await t.db.select().from(timeEntries).where(eq(timeEntries.userId, worker.id))).length;
    const entriesBefore = await count();
    const day = structuredClone(objects.find((o) => o.objectId === 'dayMar0003')!);
    const date = weekdays().filter((d) => d !== holiday())[3]!;
    (day.time as { end: unknown }).end = parseDate(date, 17 * 60);
    expect(await dayImporter.upsert(day, 'dayMar0003', ctx)).toEqual({
      kind: 'updated',
      kontorId: 'dayMar0003',
    });
    expect(await count()).toBe(entriesBefore);
    const [entry] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, 'dayMar0003'));
    expect(entry!.endAt.getTime()).toBe(toInstant(date, 17 * 60) * MINUTE);

    const record = { ...objects[0]!, initial_vacation: 5 };
    expect(await recordImporter.upsert(record, 'recPast001', ctx)).toEqual({
      kind: 'updated',
      kontorId: 'recPast001',
    });
    const rows = await t.db.select().from(timeRecords).where(eq(timeRecords.userId, worker.id));
    expect(rows.map((r) => [r.id, r.initialVacation])).toEqual([['recPast001', 5]]);
    // Back to the source's figures for the tests below.
    await dayImporter.upsert(
      objects.find((o) => o.objectId === 'dayMar0003')!,
      'dayMar0003',
      ctx,
    );
    await recordImporter.upsert(objects[0]!, 'recPast001', ctx);
  });

  it('stays read-only in Kontor afterwards, as every past record', async () => {
    const row = await recordRow('recPast001');
    const res = await caller(t, { id: projectId, moduleIds: {}, roleIds: {} as never })(
      admin,
      'PATCH',
      `/time-settings/records/${row.id}`,
      { version: row.version, endMonth: 4 },
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(timeApiMessages.recordPastYear);
  });

  it("links the next year's record to it while the carried values agree, else keeps the source's", async () => {
    const { loaded } = await kontorYear('recPast001');
    const closing = closingValues(loaded.sheet, { previousEnd: loaded.previousEnd });
    const next = (initialSaldoMs: number) =>
      recordObject('recNow0001', 'parseWorkr', thisYear(), [1, 12], {
        former_record: pointer('Record', 'recPast001'),
        initial_saldo: initialSaldoMs,
        initial_vacation: closing.vacation,
        saldo: 0,
      });
    const carryNotes = () => ctx.notes.filter((n) => n.message.startsWith('Übertrag'));
    const figures = () => {
      const c = new SaldoCollector(`${thisYear()}-01-01`);
      c.observe('Record', next(0));
      return c.figures();
    };

    expect((await run(recordImporter, next(closing.saldo * MINUTE))).kind).toBe('created');
    await compareSaldo(ctx, figures(), { until: `${thisYear()}-01-01` });
    expect(carryNotes()).toEqual([]);
    expect((await recordRow('recNow0001')).formerRecordId).toBe('recPast001');

    await recordImporter.upsert(next((closing.saldo + 60) * MINUTE), 'recNow0001', ctx);
    await compareSaldo(ctx, figures(), { until: `${thisYear()}-01-01` });
    const row = await recordRow('recNow0001');
    expect(row.formerRecordId).toBeNull();
    expect((await kontorYear('recNow0001')).loaded.sheet.record.initialSaldo).toBe(
      closing.saldo + 60,
    );
    expect(carryNotes()).toEqual([
      {
        className: 'Record',
        sourceId: 'recNow0001',
        message: `Übertrag weicht ab: ${worker.name} ${thisYear()}: Saldo Quelle ${hours(closing.saldo + 60)}, Kontor ${hours(closing.saldo)}. Der Übertrag der Quelle gilt; der Record ist nicht mit dem vorherigen verknüpft.`,
      },
    ]);
  });
});

const hours = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : ''}${Math.floor(abs / 60)}.${String(abs % 60).padStart(2, '0')} h`;
};

describe('the saldo check', () => {
  it('notes every month and the year where Kontor differs from the source', async () => {
    const year = past();
    // April fully worked (0 each day), but one day stored as +30 min; May has no days at all.
    const record = recordObject('recDiff001', 'parseOffic', year, [4, 5], { saldo: 30 * MINUTE });
    await run(recordImporter, record);
    const check = new SaldoCollector(`${thisYear()}-01-01`);
    check.observe('Record', record);
    const normal = { start: '08:00', end: '16:30', breaks: [{ start: '12:00', end: '12:30' }] };
    for (const [i, date] of weekdaysOfMonth(year, 4).entries()) {
      const day = workDay(`dayApr${String(i).padStart(4, '0')}`, 'parseOffic', 'recDiff001', {
        date,
        ...normal,
      });
      if (i === 0) day.saldo = 30 * MINUTE;
      expect((await run(dayImporter, day)).kind).toBe('created');
      check.observe('Day', day);
    }
    const mayTarget = weekdaysOfMonth(year, 5).length * 480;
    const before = ctx.notes.length;
    const result = await compareSaldo(ctx, check.figures(), { until: `${thisYear()}-01-01` });
    expect(result).toEqual({ compared: 1, differences: 3 });
    expect(ctx.notes.slice(before)).toEqual([
      {
        className: 'Record',
        sourceId: 'recDiff001',
        message: `Saldo weicht ab: ${office.name} April ${year}: Quelle 0.30 h, Kontor 0.00 h`,
      },
      {
        className: 'Record',
        sourceId: 'recDiff001',
        message: `Saldo weicht ab: ${office.name} Mai ${year}: Quelle 0.00 h, Kontor ${hours(-mayTarget)}`,
      },
      {
        className: 'Record',
        sourceId: 'recDiff001',
        message: `Saldo weicht ab: ${office.name} ${year} (Jahr): Quelle 0.30 h, Kontor ${hours(-mayTarget)}`,
      },
    ]);
  });
});

describe('absences', () => {
  const types = ['vacation', 'compensation_times', 'illness', 'payed_absence'] as const;
  const states = ['created', 'submitted', 'approved'] as const;
  const cases = types.flatMap((type) => states.map((state) => ({ type, state })));

  it.each(cases.map((c, i) => ({ ...c, i })))(
    '$type / $state maps to itself',
    async ({ type, state, i }) => {
      // One working week each, Monday and Tuesday, from week 2 of last year.
      const monday = datesBetween(`${past()}-01-05`, `${past()}-01-11`).find(
        (d) => weekdayOf(d) === 0,
      )!;
      const start = datesBetween(monday, `${past()}-12-31`)[i * 7]!;
      const end = datesBetween(start, `${past()}-12-31`)[1]!;
      const id = `absCase${String(i).padStart(3, '0')}`;
      const outcome = await run(
        absenceImporter,
        parseObject(id, {
          user: pointer('_User', 'parseAdmin'),
          start_date: parseDate(start),
          end_date: start === end ? start : parseDate(end),
          state,
          type,
          comment: `${type} ${state}`,
          created_by: pointer('_User', 'parseOffic'),
        }),
      );
      expect(outcome).toEqual({ kind: 'created', kontorId: id });
      const [row] = await t.db.select().from(absences).where(eq(absences.id, id));
      expect(row).toMatchObject({
        type,
        state,
        startDate: start,
        endDate: end,
        userId: admin.id,
        createdBy: office.id,
      });
      const days = await t.db.select().from(absenceDays).where(eq(absenceDays.absenceId, id));
      expect(days.map((d) => d.date)).toEqual(state === 'approved' ? [start, end] : []);
    },
  );

  it.each([
    [{ type: 'sabbatical', state: 'approved' }, 'Unbekannter Wert in type: "sabbatical".'],
    [{ type: 'vacation', state: 'declined' }, 'Unbekannter Wert in state: "declined".'],
    [
      { type: 'vacation', state: 'approved', user: pointer('_User', 'ghost00001') },
      'Verweis user zeigt auf ein nicht importiertes Objekt (_User ghost00001).',
    ],
  ])('skips %j with the reason', async (fields, reason) => {
    const outcome = await absenceImporter.upsert(
      parseObject('absSkip001', {
        user: pointer('_User', 'parseAdmin'),
        start_date: `${past()}-12-01`,
        end_date: `${past()}-12-02`,
        ...fields,
      }),
      undefined,
      ctx,
    );
    expect(outcome).toEqual({ kind: 'skipped', reason });
    expect(await t.db.select().from(absences).where(eq(absences.id, 'absSkip001'))).toEqual([]);
  });

  it('skips an approved absence over days another approved absence has', async () => {
    const [first] = await t.db.select().from(absences).where(eq(absences.id, 'absCase002'));
    const outcome = await absenceImporter.upsert(
      parseObject('absOverlap', {
        user: pointer('_User', 'parseAdmin'),
        start_date: first!.startDate,
        end_date: first!.endDate,
        state: 'approved',
        type: 'payed_absence',
      }),
      undefined,
      ctx,
    );
    expect(outcome.kind).toBe('skipped');
    expect(outcome.kind === 'skipped' && outcome.reason).toMatch(
      /^Es gibt Überschneidungen mit anderen Abwesenheiten/,
    );
  });
});

describe('days that are not plain work', () => {
  it('imports a part absence with the kind of its absence, and the initial day as the record', async () => {
    const date = weekdaysOfMonth(past(), 6)[0]!;
    await run(recordImporter, recordObject('recJune001', 'parseOffic', past(), [6, 6]));
    await run(
      absenceImporter,
      parseObject('absPart001', {
        user: pointer('_User', 'parseOffic'),
        start_date: date,
        end_date: date,
        state: 'approved',
        type: 'compensation_times',
      }),
    );
    const part = parseObject('dayPart001', {
      date: parseDate(date),
      type: 'absence',
      user: pointer('_User', 'parseOffic'),
      record: pointer('Record', 'recJune001'),
      absence: pointer('Absence', 'absPart001'),
      time: {
        start: '08:00',
        end: '10:00',
        duration: 2 * HOUR,
        pause: 0,
        type: 'absence',
        state: 'part',
      },
    });
    expect(await run(dayImporter, part)).toEqual({ kind: 'created', kontorId: 'dayPart001' });
    const [entry] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, 'dayPart001'));
    expect(entry).toMatchObject({ type: 'absence', absenceType: 'compensation_times', breaks: [] });
    const initial = parseObject('dayInit001', {
      date: parseDate(`${past()}-06-01`),
      type: 'initial',
      user: pointer('_User', 'parseOffic'),
      record: pointer('Record', 'recJune001'),
      saldo: 0,
    });
    const empty = { ...initial, objectId: 'dayEmpty01', type: 'work', saldo: -8 * HOUR };
    expect(await dayImporter.upsert(empty, undefined, ctx)).toEqual({
      kind: 'unchanged',
      kontorId: 'recJune001',
    });
    expect(await dayImporter.upsert(initial, undefined, ctx)).toEqual({
      kind: 'unchanged',
      kontorId: 'recJune001',
    });
  });

  it.each([
    [
      'a user that was not imported',
      { user: pointer('_User', 'ghost00001') },
      'Verweis user zeigt auf ein nicht importiertes Objekt (_User ghost00001).',
    ],
    [
      'a date without a record',
      { date: parseDate(`${past()}-11-03`), record: undefined },
      messages.absence.noRecord,
    ],
    [
      'an end before the start',
      { time: { start: '10:00', end: '10:00' } },
      'Endzeit muss nach Startzeit sein',
    ],
    [
      'a time without an end',
      { time: { start: '10:00' } },
      'Der Tag hat keine Zeit mit Beginn und Ende.',
    ],
    [
      'a break outside the time',
      {
        time: { start: '08:00', end: '12:00', breaks: [{ id: 'x', start: '12:30', end: '13:00' }] },
      },
      'Pause 1 liegt nicht innerhalb der Zeit.',
    ],
  ])('skips %s with the reason', async (_name, fields, reason) => {
    const date = weekdaysOfMonth(past(), 6)[3]!;
    const day = parseObject('daySkip001', {
      date: parseDate(date),
      type: 'work',
      user: pointer('_User', 'parseOffic'),
      record: pointer('Record', 'recJune001'),
      time: { start: '08:00', end: '12:00' },
      ...fields,
    });
    expect(await dayImporter.upsert(day, undefined, ctx)).toEqual({ kind: 'skipped', reason });
    expect(await t.db.select().from(timeEntries).where(eq(timeEntries.id, 'daySkip001'))).toEqual(
      [],
    );
  });

  it('skips a time that overlaps one already imported', async () => {
    const date = weekdaysOfMonth(past(), 6)[0]!;
    const day = parseObject('dayOverlap', {
      date: parseDate(date),
      type: 'work',
      user: pointer('_User', 'parseOffic'),
      record: pointer('Record', 'recJune001'),
      time: { start: '09:00', end: '12:00' },
    });
    expect(await dayImporter.upsert(day, undefined, ctx)).toEqual({
      kind: 'skipped',
      reason: 'Die Zeit überschneidet sich mit einem anderen Eintrag.',
    });
  });
});

describe('surcharges', () => {
  it('connects the records of connected_records and reads weekday names', async () => {
    const outcome = await run(
      surchargeImporter,
      parseObject('surSunday1', {
        name: 'Sonntag',
        short: 'So',
        type: 'day',
        day_value: ['sunday', 'holBrueck1'],
        value: 50,
        active: true,
        start_date: `${past()}-01-01`,
        connected_records: [pointer('Record', 'recPast001'), 'recGhost01'],
      }),
    );
    expect(outcome).toEqual({ kind: 'created', kontorId: 'surSunday1' });
    const [row] = await t.db.select().from(surcharges).where(eq(surcharges.id, 'surSunday1'));
    expect(row).toMatchObject({
      type: 'day',
      value: 50,
      days: { weekdays: [6], holidays: ['holBrueck1'] },
      connectedRecords: ['recPast001'],
      startDate: `${past()}-01-01`,
      endDate: null,
    });
    expect(ctx.notes).toContainEqual({
      className: 'Surcharge',
      sourceId: 'surSunday1',
      message:
        'Verweis connected_records zeigt auf ein nicht importiertes Objekt (Record recGhost01).',
    });
  });

  it("skips the type 'work', which the old system had disabled", async () => {
    const outcome = await surchargeImporter.upsert(
      parseObject('surWork001', {
        name: 'Arbeit',
        type: 'work',
        value: 10,
        start_date: `${past()}-01-01`,
      }),
      undefined,
      ctx,
    );
    expect(outcome).toEqual({
      kind: 'skipped',
      reason: 'Die Zuschlagsart „work“ war im Altsystem deaktiviert und fehlt in Kontor.',
    });
  });
});

import { parseDate, pointer, type ParseRest } from './parse-rest.ts';

/**
 * The time-tracking part of the seeded company (spec 000 §3): holidays, a holiday template,
 * surcharges, and per worker a Record of the past year and of the current year with three
 * weeks of Days each (work and absence) and their Absences. Units as in the original: saldo,
 * durations and pauses in milliseconds; Day.saldo = duration − pause − planned (8 h for 40 h
 * on 5 days), 0 on an absence day; Record.saldo = initial_saldo + the sum of its Days' saldo,
 * and the current year's initial_saldo is the past year's saldo. Day.date is Berlin midnight
 * (23:00 UTC the day before). All days lie in January or February (Berlin is UTC+1 then); they
 * are fixed per year, not relative to today.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const PLANNED_NET_MS = 8 * HOUR;
const DEFAULT_PAUSE_MS = 30 * MINUTE;
const DEFAULT_DURATION_MS = PLANNED_NET_MS + DEFAULT_PAUSE_MS;

/** What a later import test checks per worker and year (the source's stored figures). */
export interface WorkerYearFacts {
  recordId: string;
  initialSaldoMs: number;
  /** Record.saldo. */
  yearSaldoMs: number;
  /** Sum of the stored Day.saldo per month (1–12) that has days. */
  monthSaldoMs: Record<number, number>;
  dayIds: string[];
  workDays: number;
  absenceDays: number;
}

export interface SeededTime {
  holidayIds: string[];
  templateId: string;
  surchargeIds: string[];
  absenceIds: string[];
  recordIds: string[];
  dayIds: string[];
  /** userId → year → facts. */
  workers: Record<string, Record<number, WorkerYearFacts>>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
/** A Berlin wall-clock time in winter (UTC+1) on `day` (YYYY-MM-DD). */
const at = (day: string, hhmm: string) => parseDate(`${day}T${hhmm}:00+01:00`);

/**
 * The past year: every weekday of February (a month the source covers completely, so Kontor's
 * month saldo equals the source's: the UI walk checks it). The current year: fifteen weekdays
 * from the second Monday of January.
 */
function weekdays(year: number, past: boolean): string[] {
  const start = new Date(Date.UTC(year, past ? 1 : 0, 1));
  if (!past) {
    while (start.getUTCDay() !== 1) start.setUTCDate(start.getUTCDate() + 1);
    start.setUTCDate(start.getUTCDate() + 7);
  }
  const days: string[] = [];
  for (let offset = 0; past ? true : days.length < 15; offset += 1) {
    const day = new Date(start.getTime() + offset * 24 * HOUR);
    if (past && day.getUTCMonth() !== 1) break;
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(isoDay(day));
  }
  return days;
}

function workingDaysOf(year: number): number {
  let count = 0;
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year;) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) count += 1;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return count;
}

interface PlannedDay {
  day: string;
  absence?: { type: 'vacation' | 'illness' };
  start: string;
  end: string;
  saldo: number;
}

/** Worker 0 takes vacation on the 2nd week's Wednesday and Thursday; worker 1 is ill on its Monday. */
function planDays(year: number, past: boolean, worker: number): PlannedDay[] {
  const absent = worker === 0 ? [7, 8] : [5];
  return weekdays(year, past).map((day, i) => {
    if (absent.includes(i)) {
      return {
        day,
        absence: { type: worker === 0 ? 'vacation' : 'illness' },
        start: '08:00',
        end: '16:30',
        saldo: 0,
      };
    }
    const startMinutes = 8 * 60 - (i % 3) * 15;
    const endMinutes = 16 * 60 + 30 + worker * 30 - (i % 2) * 15;
    const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    const duration = (endMinutes - startMinutes) * MINUTE;
    return {
      day,
      start: hhmm(startMinutes),
      end: hhmm(endMinutes),
      saldo: duration - DEFAULT_PAUSE_MS - PLANNED_NET_MS,
    };
  });
}

function dayFields(
  plan: PlannedDay,
  ids: { user: string; record: string; absence?: string; overtime: string },
) {
  const duration =
    new Date(at(plan.day, plan.end).iso).getTime() -
    new Date(at(plan.day, plan.start).iso).getTime();
  const breaks = plan.absence
    ? []
    : [{ id: `${plan.day}-1`, start: at(plan.day, '12:00'), end: at(plan.day, '12:30') }];
  return {
    date: at(plan.day, '00:00'),
    type: plan.absence ? 'absence' : 'work',
    user: pointer('_User', ids.user),
    record: pointer('Record', ids.record),
    ...(ids.absence ? { absence: pointer('Absence', ids.absence) } : {}),
    time: {
      start: at(plan.day, plan.start),
      end: at(plan.day, plan.end),
      duration,
      pause: plan.absence ? 0 : DEFAULT_PAUSE_MS,
      breaks,
      comment: plan.absence ? (plan.absence.type === 'vacation' ? 'Urlaub' : 'Krank') : '',
      type: plan.absence ? 'absence' : 'work',
      state: plan.absence ? 'full' : 'initial',
    },
    default_time: {
      type: 'regular',
      start: at(plan.day, '08:00'),
      end: at(plan.day, '16:30'),
      duration: DEFAULT_DURATION_MS,
      pause: DEFAULT_PAUSE_MS,
    },
    is_working_day: true,
    saldo: plan.saldo,
    surcharges:
      plan.saldo > 0 ? [{ surcharge_id: ids.overtime, saldo: Math.round(plan.saldo / 4) }] : [],
    year: Number(plan.day.slice(0, 4)),
    month: Number(plan.day.slice(5, 7)),
  };
}

const defaultTimes = (startDate: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    date: at(startDate, '00:00'),
    type: 'regular',
    start: '08:00',
    end: '16:30',
    duration: DEFAULT_DURATION_MS,
    pause: DEFAULT_PAUSE_MS,
    breaks: [{ id: `default-${weekday}`, start: '12:00', end: '12:30' }],
  }));

export async function seedTime(
  rest: ParseRest,
  context: { projectId: string; officeId: string; workerIds: string[]; currentYear: number },
): Promise<SeededTime> {
  const { currentYear } = context;
  const project = pointer('Project', context.projectId);
  const years = [currentYear - 1, currentYear];
  const holidayDates = (monthDay: string) =>
    Object.fromEntries([...years, currentYear + 1].map((y) => [String(y), `${y}-${monthDay}`]));
  const holidayIds: string[] = [];
  for (const [name, label, monthDay] of [
    ['neujahr', 'Neujahr', '01-01'],
    ['tag_der_arbeit', 'Tag der Arbeit', '05-01'],
    ['erster_weihnachtstag', '1. Weihnachtstag', '12-25'],
  ] as const) {
    holidayIds.push(
      await rest.create('Holiday', {
        name,
        label,
        type: 'holiday',
        dates: holidayDates(monthDay),
        project,
      }),
    );
  }
  const templateId = await rest.create('Template', {
    name: 'Berlin',
    label: 'Feiertage Berlin',
    type: 'holiday',
    holidays: holidayIds,
    project,
  });
  const surcharge = (fields: Record<string, unknown>) =>
    rest.create('Surcharge', { color: 'blue', project, connected_records: [], ...fields });
  const overtime = await surcharge({
    name: 'Überstunden',
    short: 'ÜS',
    description: 'Zuschlag auf Mehrarbeit',
    type: 'overtime',
    value: 25,
    active: true,
    start_date: at(`${years[0]}-01-01`, '00:00'),
  });
  const holidayWork = await surcharge({
    name: 'Feiertagsarbeit',
    short: 'FT',
    description: 'Arbeit an Feiertagen',
    type: 'day',
    day_value: holidayIds,
    value: 100,
    active: true,
    start_date: at(`${years[0]}-01-01`, '00:00'),
  });
  const night = await surcharge({
    name: 'Nachtarbeit',
    short: 'N',
    description: 'Archiviert: alter Vertrag',
    color: 'violet',
    type: 'time',
    time_value: { start: '22:00', end: '06:00' },
    value: 25,
    active: false,
    start_date: at(`${years[0]}-01-01`, '00:00'),
    end_date: at(`${years[0]}-12-31`, '00:00'),
  });
  const surchargeIds = [overtime, holidayWork, night];

  const seeded: SeededTime = {
    holidayIds,
    templateId,
    surchargeIds,
    absenceIds: [],
    recordIds: [],
    dayIds: [],
    workers: {},
  };
  for (const [worker, userId] of context.workerIds.entries()) {
    seeded.workers[userId] = {};
    let formerRecord: string | undefined;
    let carried = worker === 0 ? 2 * HOUR : -45 * MINUTE;
    for (const year of years) {
      const plans = planDays(year, year < currentYear, worker);
      const yearSaldo = carried + plans.reduce((sum, plan) => sum + plan.saldo, 0);
      const taken = plans.filter((plan) => plan.absence?.type === 'vacation').length;
      const recordId = await rest.create('Record', {
        user: pointer('_User', userId),
        year,
        start_date: at(`${year}-01-01`, '00:00'),
        end_date: at(`${year}-12-31`, '00:00'),
        default_times: defaultTimes(`${year}-01-01`),
        absence: [],
        working_days: workingDaysOf(year),
        time_settings: { hours: 40, weekdays: 5, pause: 30, vacation: 30, start: '08:00' },
        saldo: yearSaldo,
        vacation: 30 - taken,
        absence_days: taken,
        initial_saldo: carried,
        initial_vacation: 30,
        ...(formerRecord ? { former_record: pointer('Record', formerRecord) } : {}),
        holiday_template: pointer('Template', templateId),
        surcharges: [overtime, holidayWork],
      });
      const absent = plans.filter((plan) => plan.absence);
      const absenceId = await rest.create('Absence', {
        user: pointer('_User', userId),
        start_date: at(absent[0]!.day, '00:00'),
        end_date: at(absent.at(-1)!.day, '00:00'),
        state: 'approved',
        type: absent[0]!.absence!.type,
        comment:
          absent[0]!.absence!.type === 'vacation' ? 'Winterurlaub' : 'Krankmeldung liegt vor',
        year,
        created_by: pointer('_User', context.officeId),
      });
      const facts: WorkerYearFacts = {
        recordId,
        initialSaldoMs: carried,
        yearSaldoMs: yearSaldo,
        monthSaldoMs: {},
        dayIds: [],
        workDays: plans.length - absent.length,
        absenceDays: absent.length,
      };
      for (const plan of plans) {
        const fields = dayFields(plan, {
          user: userId,
          record: recordId,
          absence: plan.absence ? absenceId : undefined,
          overtime,
        });
        facts.dayIds.push(await rest.create('Day', fields));
        facts.monthSaldoMs[fields.month] = (facts.monthSaldoMs[fields.month] ?? 0) + plan.saldo;
      }
      await rest.update('Record', recordId, { absence: [absenceId] });
      seeded.workers[userId][year] = facts;
      seeded.recordIds.push(recordId);
      seeded.absenceIds.push(absenceId);
      seeded.dayIds.push(...facts.dayIds);
      formerRecord = recordId;
      carried = yearSaldo;
    }
  }
  await rest.update('Surcharge', overtime, { connected_records: seeded.recordIds });
  await rest.update('Surcharge', holidayWork, { connected_records: seeded.recordIds });
  return seeded;
}

// Full-year time balances for 1,000 employees: `npx tsx bench/time-balances.ts`.
// Builds realistic sheets first (not timed), then times yearBalance + vacationSummary per employee.
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_TIME_SETTINGS,
  datesBetween,
  entryAt,
  formatClock,
  holidaysFor,
  recordPeriod,
  taxFreeSurchargePresets,
  toInstant,
  vacationSummary,
  weekdayOf,
  yearBalance,
  type Absence,
  type PartAbsence,
  type Surcharge,
  type TimeEntry,
  type TimeSheet,
} from '@kontor/core/time-tracking/index';

const EMPLOYEES = 1000;
const YEAR = 2025;

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(42);
const pick = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const holidays = new Map(holidaysFor('BE', YEAR).map((h, i) => [h.date, `h${i}`]));
const dates = datesBetween(`${YEAR}-01-01`, `${YEAR}-12-31`);

function buildSheet(index: number): TimeSheet {
  const id = `rec${String(index).padStart(7, '0')}`;
  const record = {
    id,
    userId: `usr${String(index).padStart(7, '0')}`,
    year: YEAR,
    ...recordPeriod(YEAR),
    settings: { ...DEFAULT_TIME_SETTINGS, weeklyHours: [40, 38.5, 30, 20][index % 4]! },
    initialSaldo: pick(-600, 600),
    initialVacation: pick(0, 5),
    holidays,
  };
  const absences: Absence[] = [];
  const vacationStarts = [pick(20, 60), pick(150, 200), pick(280, 340)];
  vacationStarts.forEach((start, i) =>
    absences.push({
      id: `${id}v${i}`,
      type: 'vacation',
      state: 'approved',
      startDate: dates[start]!,
      endDate: dates[start + pick(4, 13)]!,
    }),
  );
  const sick = pick(0, 330);
  absences.push({
    id: `${id}s`,
    type: 'illness',
    state: 'approved',
    startDate: dates[sick]!,
    endDate: dates[sick + pick(0, 4)]!,
  });
  const nightWorker = index % 10 === 0;
  const entries: TimeEntry[] = [];
  const partAbsences: PartAbsence[] = [];
  dates.forEach((date, day) => {
    const weekday = weekdayOf(date);
    const onVacation = vacationStarts.some((s) => day >= s && day <= s + 13);
    if (onVacation || holidays.has(date)) return;
    if (weekday >= 5 && !(nightWorker && random() < 0.3)) return;
    if (nightWorker) {
      entries.push(entryAt(date, '22:00', '06:00', [['02:00', '02:30']]));
      return;
    }
    const start = pick(6 * 60, 9 * 60);
    const end = start + pick(7 * 60, 9 * 60 + 30);
    if (random() < 0.15) {
      entries.push(entryAt(date, formatClock(start), formatClock(start + 180)));
      partAbsences.push({
        type: 'illness',
        start: toInstant(date, start + 180),
        end: toInstant(date, start + 240),
      });
      entries.push(entryAt(date, formatClock(start + 240), formatClock(end)));
    } else {
      entries.push(
        entryAt(date, formatClock(start), formatClock(end), [
          [formatClock(start + 300), formatClock(start + 330)],
        ]),
      );
    }
  });
  const surcharges: Surcharge[] = [
    ...taxFreeSurchargePresets(`${YEAR}-01-01`, [id]),
    {
      id: 'ot',
      name: 'Überstunden',
      type: 'overtime',
      value: 25,
      startDate: `${YEAR}-01-01`,
      connectedRecords: [id],
    },
  ];
  return { record, entries, absences, partAbsences, surcharges };
}

const sheets = Array.from({ length: EMPLOYEES }, (_, i) => buildSheet(i));
const entryCount = sheets.reduce((sum, s) => sum + s.entries.length, 0);

// CPU time as well as wall time: on a busy machine the wall clock overstates the work.
function run(): { ms: number; cpuMs: number; checksum: number } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let checksum = 0;
  for (const sheet of sheets) {
    checksum += yearBalance(sheet).total.account + vacationSummary(sheet).taken;
  }
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, checksum };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const first = run();
const warm = Array.from({ length: 5 }, run);
console.log(
  `Time balances: ${EMPLOYEES} employees × ${dates.length} days, ${entryCount} entries (checksum ${first.checksum})`,
);
console.log(`first run: ${first.ms.toFixed(0)} ms wall, ${first.cpuMs.toFixed(0)} ms CPU`);
console.log(
  `median of 5 warm runs: ${median(warm.map((r) => r.ms)).toFixed(0)} ms wall, ` +
    `${median(warm.map((r) => r.cpuMs)).toFixed(0)} ms CPU (Node ${process.version})`,
);

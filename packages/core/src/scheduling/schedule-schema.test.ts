import { describe, expect, it } from 'vitest';
import { scheduleIssues, taskScheduleSchema, taskScheduleSchemaFor } from './schedule-schema.ts';
import type { TaskSchedule } from './schedule-types.ts';

/** The messages per field path, the way the problem+json `errors` map carries them. */
function errorsOf(input: unknown, today?: string) {
  const schema = today ? taskScheduleSchemaFor(today) : taskScheduleSchema;
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const interval = (over: Record<string, unknown> = {}, category = 'fixed') => ({
  type: 'interval',
  category,
  interval: { number: 1, unit: 'weeks', startDate: '2026-12-01', endDate: null, ...over },
});

describe('the time editor’s messages', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'single without a date',
      { type: 'single', category: 'fixed', dates: [] },
      { dates: ['Bitte ein Datum angeben'] },
    ],
    [
      'single with two dates',
      { type: 'single', category: 'fixed', dates: ['2026-12-01', '2026-12-02'] },
      { dates: ['Bitte nur ein Datum angeben'] },
    ],
    [
      'multi without a date',
      { type: 'multi', category: 'opportunity', dates: [] },
      { dates: ['Bitte mindestens ein Datum angeben'] },
    ],
    [
      'multi with a duplicate',
      { type: 'multi', category: 'fixed', dates: ['2026-12-01', '2026-12-01'] },
      { dates: ['Bitte keine doppelten Daten angeben'] },
    ],
    [
      'an impossible date',
      { type: 'multi', category: 'fixed', dates: ['2026-02-29'] },
      { 'dates.0': ['Bitte ein gültiges Datum angeben'] },
    ],
    [
      'weekly without a start',
      interval({ startDate: null }),
      { 'interval.startDate': ['Bitte eine Startwoche angeben'] },
    ],
    [
      'monthly with an empty start',
      interval({ unit: 'months', startDate: '' }),
      { 'interval.startDate': ['Bitte eine Startwoche angeben'] },
    ],
    [
      'days for an opportunity',
      interval({ unit: 'days' }, 'opportunity'),
      { 'interval.unit': ['Turnusmäßige Aufgaben wiederholen sich in Wochen oder Monaten'] },
    ],
    [
      'interval number 0',
      interval({ number: 0 }),
      { 'interval.number': ['Bitte eine ganze Zahl zwischen 1 und 365 angeben'] },
    ],
    [
      'interval number 1.5',
      interval({ number: 1.5 }),
      { 'interval.number': ['Bitte eine ganze Zahl zwischen 1 und 365 angeben'] },
    ],
    [
      'end before start',
      interval({ endDate: '2026-11-30' }),
      { 'interval.endDate': ['Das Ende muss nach dem Beginn liegen'] },
    ],
    [
      'no type',
      { category: 'fixed', dates: ['2026-12-01'] },
      { type: ['Bitte eine Terminart auswählen'] },
    ],
    [
      'no category',
      { type: 'single', dates: ['2026-12-01'] },
      { category: ['Bitte eine Kategorie auswählen'] },
    ],
    [
      'a bad time',
      { type: 'single', category: 'fixed', dates: ['2026-12-01'], time: '25:00' },
      { time: ['Bitte eine gültige Uhrzeit angeben'] },
    ],
    [
      'a valid single',
      { type: 'single', category: 'fixed', dates: ['2026-12-01'], time: '07:30' },
      {},
    ],
    [
      'a valid monthly interval',
      interval({ unit: 'months', number: 3, endDate: '2027-12-31' }),
      {},
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});

describe('checks against today', () => {
  const today = '2026-11-25'; // a Wednesday
  it.each<[string, unknown, Record<string, string[]>]>([
    ['today is allowed', { type: 'single', category: 'fixed', dates: ['2026-11-25'] }, {}],
    [
      'yesterday is past',
      { type: 'multi', category: 'fixed', dates: ['2026-12-01', '2026-11-24'] },
      { dates: ['Bitte nur zukünftige Daten angeben'] },
    ],
    [
      'Monday of this week is fine as an opportunity',
      { type: 'single', category: 'opportunity', dates: ['2026-11-23'] },
      {},
    ],
    [
      'last Sunday is past as an opportunity',
      { type: 'single', category: 'opportunity', dates: ['2026-11-22'] },
      { dates: ['Bitte nur zukünftige Daten angeben'] },
    ],
    [
      'an interval starting in the past',
      interval({ startDate: '2026-11-01' }),
      { 'interval.startDate': ['Bitte nur zukünftige Daten angeben'] },
    ],
    ['an interval starting today', interval({ startDate: today }), {}],
    [
      'schema messages come first',
      { type: 'multi', category: 'fixed', dates: [] },
      { dates: ['Bitte mindestens ein Datum angeben'] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input, today)).toEqual(expected);
  });
});

describe('issues for the server', () => {
  it('names the field path of a past interval start', () => {
    const schedule: TaskSchedule = {
      type: 'interval',
      category: 'opportunity',
      interval: { number: 1, unit: 'months', startDate: '2026-11-22', endDate: null },
    };
    expect(scheduleIssues(schedule, '2026-11-23')).toEqual([
      { field: 'interval.startDate', message: 'Bitte nur zukünftige Daten angeben' },
    ]);
    expect(scheduleIssues(schedule, '2026-11-22')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createServiceEntryBodySchema, serviceMessages as m } from './services.ts';

const interval = {
  type: 'interval',
  every: 1,
  unit: 'weeks',
  startWeek: '2026-11-30',
  endWeek: null,
  days: ['monday'],
};

/** The first message per path, as the entry dialog shows them beside its fields. */
function messages(body: unknown): Record<string, string> {
  const parsed = createServiceEntryBodySchema.safeParse(body);
  if (parsed.success) return {};
  const result: Record<string, string> = {};
  for (const issue of parsed.error.issues) result[issue.path.join('.')] ??= issue.message;
  return result;
}

describe('the entry dialog gets every §5 message at its field', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['no service chosen', { serviceId: '', schedule: interval }, { serviceId: m.serviceRequired }],
    [
      'interval without start week',
      { serviceId: 'a'.repeat(10), schedule: { ...interval, startWeek: null } },
      { 'schedule.startWeek': m.startWeekRequired },
    ],
    [
      'interval without a day',
      { serviceId: 'a'.repeat(10), schedule: { ...interval, days: [] } },
      { 'schedule.days': m.dayRequired },
    ],
    [
      'end week before start week',
      { serviceId: 'a'.repeat(10), schedule: { ...interval, endWeek: '2026-11-23' } },
      { 'schedule.endWeek': m.endBeforeStart },
    ],
    [
      'dates without a date',
      { serviceId: 'a'.repeat(10), schedule: { type: 'dates', monthDays: [] } },
      { 'schedule.monthDays': m.dateRequired },
    ],
    [
      'duplicate dates',
      { serviceId: 'a'.repeat(10), schedule: { type: 'dates', monthDays: [3, 3] } },
      { 'schedule.monthDays': m.duplicateDates },
    ],
    ['a valid interval entry', { serviceId: 'a'.repeat(10), schedule: interval }, {}],
  ])('%s', (_name, body, expected) => {
    expect(messages(body)).toEqual(expected);
  });
});

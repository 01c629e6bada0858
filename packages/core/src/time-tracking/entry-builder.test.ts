import { describe, expect, it } from 'vitest';
import { entryAt } from './entry-builder.ts';
import { at } from './test-fixtures.ts';

describe('entries from wall-clock times', () => {
  it('keeps a day shift on its date', () => {
    expect(entryAt('2025-05-06', '08:00', '16:30', [['12:00', '12:30']])).toEqual({
      start: at('2025-05-06', '08:00'),
      end: at('2025-05-06', '16:30'),
      breaks: [{ start: at('2025-05-06', '12:00'), end: at('2025-05-06', '12:30') }],
    });
  });

  it('moves an end or break before the start to the next day', () => {
    expect(
      entryAt('2025-05-06', '22:00', '06:00', [
        ['23:30', '00:15'],
        ['02:00', '02:30'],
      ]),
    ).toEqual({
      start: at('2025-05-06', '22:00'),
      end: at('2025-05-07', '06:00'),
      breaks: [
        { start: at('2025-05-06', '23:30'), end: at('2025-05-07', '00:15') },
        { start: at('2025-05-07', '02:00'), end: at('2025-05-07', '02:30') },
      ],
    });
  });

  it('treats an end equal to the start as a 24-hour shift and a break at the start as the start', () => {
    const entry = entryAt('2025-05-06', '08:00', '08:00', [['08:00', '08:30']]);
    expect(entry.end - entry.start).toBe(1440);
    expect(entry.breaks[0]!.start).toBe(entry.start);
  });
});

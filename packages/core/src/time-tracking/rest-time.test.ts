import { describe, expect, it } from 'vitest';
import { pushAllowedDuringRest, restEndsAt, type PushRestInput } from './rest-time.ts';

const at = (iso: string) => Date.parse(iso);
const worker = (overrides: Partial<PushRestInput>): PushRestInput => ({
  isWorker: true,
  urgent: false,
  lastWorkEnd: at('2026-03-02T17:00:00+01:00'),
  now: at('2026-03-03T04:00:00+01:00'),
  ...overrides,
});

describe('Web Push during the daily rest (§ 5 Abs. 1 ArbZG)', () => {
  it.each<[string, Partial<PushRestInput>, boolean]>([
    ['exactly 11 h after the end', { now: at('2026-03-03T04:00:00+01:00') }, true],
    ['10 h 59 min after the end', { now: at('2026-03-03T03:59:00+01:00') }, false],
    ['one second short of 11 h', { now: at('2026-03-03T03:59:59+01:00') }, false],
    ['an hour after the end', { now: at('2026-03-02T18:00:00+01:00') }, false],
    ['12 h after the end', { now: at('2026-03-03T05:00:00+01:00') }, true],
    ['urgent, an hour after the end', { now: at('2026-03-02T18:00:00+01:00'), urgent: true }, true],
    ['not a worker', { now: at('2026-03-02T18:00:00+01:00'), isWorker: false }, true],
    ['no recorded work', { lastWorkEnd: null, now: at('2026-03-02T18:00:00+01:00') }, true],
    ['clocked in again (at work)', { now: at('2026-03-02T18:00:00+01:00'), onShift: true }, true],
    [
      'an entry ending ahead of now (entered in advance)',
      { lastWorkEnd: at('2026-03-02T20:00:00+01:00'), now: at('2026-03-02T18:00:00+01:00') },
      false,
    ],
    // Night shift Mon 22:00 – Tue 06:00: the rest runs from Tuesday 06:00 to 17:00.
    [
      'night shift over midnight, 10 h 59 after its morning end',
      { lastWorkEnd: at('2026-03-03T06:00:00+01:00'), now: at('2026-03-03T16:59:00+01:00') },
      false,
    ],
    [
      'night shift over midnight, 11 h after its morning end',
      { lastWorkEnd: at('2026-03-03T06:00:00+01:00'), now: at('2026-03-03T17:00:00+01:00') },
      true,
    ],
    [
      'night shift over midnight, the evening of its first day',
      { lastWorkEnd: at('2026-03-03T06:00:00+01:00'), now: at('2026-03-02T23:30:00+01:00') },
      false,
    ],
    // Spring forward (29 March 2026): 11 real hours after 06:00 CEST is 17:00 CEST.
    [
      'shift ending on the night of the clock change, 11 real hours later',
      { lastWorkEnd: at('2026-03-29T06:00:00+02:00'), now: at('2026-03-29T17:00:00+02:00') },
      true,
    ],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(pushAllowedDuringRest(worker(overrides))).toBe(expected);
  });

  it('the rest ends eleven hours after the end', () => {
    expect(new Date(restEndsAt(at('2026-03-02T17:00:00Z'))).toISOString()).toBe(
      '2026-03-03T04:00:00.000Z',
    );
  });
});

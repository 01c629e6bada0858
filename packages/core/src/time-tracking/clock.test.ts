import { describe, expect, it } from 'vitest';
import { clockMessages as m, type ClockEventKind } from '../worker-app-texts.ts';
import { toInstant } from './berlin-time.ts';
import {
  checkClockEvent,
  clockEntry,
  clockEntryDraft,
  clockStateOf,
  clockTransition,
  isShiftExpired,
  lateReceivedAt,
  runningShiftOf,
  type ClockMark,
} from './clock.ts';

describe('clock transitions', () => {
  it.each([
    ['off', 'in', { state: 'working' }],
    ['off', 'break-start', { refused: m.notIn }],
    ['off', 'break-end', { refused: m.notIn }],
    ['off', 'out', { refused: m.notIn }],
    ['working', 'in', { refused: m.alreadyIn }],
    ['working', 'break-start', { state: 'break' }],
    ['working', 'break-end', { refused: m.notOnBreak }],
    ['working', 'out', { state: 'off' }],
    ['break', 'in', { refused: m.alreadyIn }],
    ['break', 'break-start', { refused: m.alreadyOnBreak }],
    ['break', 'break-end', { state: 'working' }],
    // Refused rather than closing the break at the out time (§ 4 ArbZG: breaks as taken).
    ['break', 'out', { refused: m.endBreakFirst }],
  ] as const)('%s + %s → %j', (state, kind, move) => {
    expect(clockTransition(state, kind)).toEqual(move);
  });
});

const H = 3_600_000;
const T0 = Date.parse('2026-03-02T07:00:00Z'); // Monday 08:00 in Berlin
const mark = (kind: ClockEventKind, hours: number): ClockMark => ({ kind, at: T0 + hours * H });

describe('checkClockEvent', () => {
  const working = [mark('in', 0)];
  const onBreak = [mark('in', 0), mark('break-start', 4)];
  it.each<[string, ClockMark[], ClockMark, number, object | null]>([
    ['clock in when off', [], mark('in', 0), T0, null],
    ['a device clock a minute ahead', [], mark('in', 1 / 60), T0, null],
    ['exactly two minutes ahead', [], { kind: 'in', at: T0 + 120_000 }, T0, null],
    [
      'three minutes in the future',
      [],
      mark('in', 3 / 60),
      T0,
      { status: 400, message: m.inFuture },
    ],
    [
      'before the last event',
      onBreak,
      mark('break-end', 3),
      T0 + 9 * H,
      { status: 409, message: m.beforeLast },
    ],
    [
      'before the last of three',
      [...onBreak, mark('break-end', 5)],
      mark('out', 4.5),
      T0 + 9 * H,
      { status: 409, message: m.beforeLast },
    ],
    ['at the same time as the last event', working, mark('out', 0), T0 + H, null],
    [
      'out during a break',
      onBreak,
      mark('out', 5),
      T0 + 9 * H,
      { status: 409, message: m.endBreakFirst },
    ],
    ['out after 24 h', working, mark('out', 24), T0 + 30 * H, null],
    [
      'out after more than 24 h',
      working,
      mark('out', 24.5),
      T0 + 30 * H,
      { status: 409, message: m.tooLong },
    ],
    [
      'break after more than 24 h',
      working,
      mark('break-start', 25),
      T0 + 30 * H,
      { status: 409, message: m.tooLong },
    ],
    [
      'in again while working',
      working,
      mark('in', 2),
      T0 + 3 * H,
      { status: 409, message: m.alreadyIn },
    ],
    ['in after an abandoned shift', working, mark('in', 25), T0 + 30 * H, null],
    ['in after out', [mark('in', 0), mark('out', 8)], mark('in', 9), T0 + 9 * H, null],
    ['in days after out', [mark('in', 0), mark('out', 8)], mark('in', 72), T0 + 72 * H, null],
  ])('%s', (_, shift, event, now, refusal) => {
    expect(checkClockEvent(shift, event, now)).toEqual(refusal);
  });

  it.each<[string, ClockMark[], number, boolean]>([
    ['no shift', [], T0 + 30 * H, false],
    ['running for exactly 24 h', working, T0 + 24 * H, false],
    ['running for longer', working, T0 + 24 * H + 1, true],
    ['closed long ago', [mark('in', 0), mark('out', 8)], T0 + 30 * H, false],
  ])('a shift is expired: %s', (_, shift, now, expired) => {
    expect(isShiftExpired(shift, now)).toBe(expired);
  });

  it('derives the state from the events', () => {
    expect(clockStateOf([mark('in', 0), mark('in', 1)])).toBe('working');
    expect(clockStateOf([])).toBe('off');
    expect(clockStateOf(onBreak)).toBe('break');
    expect(clockStateOf([...onBreak, mark('break-end', 4.5)])).toBe('working');
    expect(clockStateOf([...onBreak, mark('break-end', 4.5), mark('out', 8)])).toBe('off');
  });
});

describe('clockEntry', () => {
  it('makes one entry with the break pairs, to the minute', () => {
    const entry = clockEntry([
      { kind: 'in', at: T0 + 30_000 },
      mark('break-start', 4),
      mark('break-end', 4.5),
      { kind: 'out', at: T0 + 9 * H + 59_000 },
    ]);
    const at = (clock: number) => toInstant('2026-03-02', clock);
    expect(entry).toEqual({
      date: '2026-03-02',
      start: at(8 * 60),
      end: at(17 * 60),
      endsNextDay: false,
      breaks: [{ start: at(12 * 60), end: at(12 * 60 + 30) }],
    });
  });

  it('ends on the next day across midnight (the day of the in)', () => {
    const entry = clockEntry([mark('in', 14), mark('out', 22)]); // 22:00 – 06:00
    expect(entry).toMatchObject({ date: '2026-03-02', endsNextDay: true, breaks: [] });
    expect(entry.end - entry.start).toBe(8 * 60);
  });

  it('keeps breaks strictly inside the entry and drops empty ones', () => {
    const entry = clockEntry([
      mark('in', 0),
      mark('break-start', 0),
      mark('break-end', 0.25),
      mark('break-start', 2),
      { kind: 'break-end', at: T0 + 2 * H + 20_000 },
      mark('out', 3),
    ]);
    expect(entry.breaks).toEqual([{ start: entry.start + 1, end: entry.start + 15 }]);
  });

  it('ends a break in the out minute a minute earlier; a break end without start is ignored', () => {
    const entry = clockEntry([
      mark('in', 0),
      mark('break-end', 1),
      mark('break-start', 2),
      { kind: 'break-end', at: T0 + 3 * H + 30_000 },
      { kind: 'out', at: T0 + 3 * H + 50_000 },
    ]);
    expect(entry.breaks).toEqual([{ start: entry.start + 120, end: entry.end - 1 }]);
  });

  it.each([[[mark('in', 0)]], [[mark('break-start', 0), mark('out', 1)]], [[]]])(
    'needs a shift from in to out',
    (shift) => {
      expect(() => clockEntry(shift)).toThrow('A clock entry needs a shift from in to out');
    },
  );
});

describe('lateReceivedAt', () => {
  const at = (hours: number) => new Date(T0 + hours * H).toISOString();
  it.each([
    ['none late', [{ deviceTime: at(0), receivedAt: at(0.05) }], null],
    ['five minutes is not late', [{ deviceTime: at(0), receivedAt: at(5 / 60) }], null],
    [
      'the latest arrival of the late ones',
      [
        { deviceTime: at(0), receivedAt: at(2) },
        { deviceTime: at(1), receivedAt: at(3) },
        { deviceTime: at(8), receivedAt: at(8) },
      ],
      at(3),
    ],
  ])('%s', (_, events, expected) => {
    expect(lateReceivedAt(events)).toBe(expected);
  });
});

describe('clockEntryDraft', () => {
  it('writes the entry in Berlin wall-clock time, across midnight too', () => {
    expect(
      clockEntryDraft(
        clockEntry([mark('in', 0), mark('break-start', 4), mark('break-end', 4.5), mark('out', 9)]),
      ),
    ).toEqual({
      date: '2026-03-02',
      type: 'work',
      start: '08:00',
      end: '17:00',
      endsNextDay: false,
      breaks: [{ start: '12:00', end: '12:30' }],
    });
    expect(clockEntryDraft(clockEntry([mark('in', 14), mark('out', 22)]))).toMatchObject({
      start: '22:00',
      end: '06:00',
      endsNextDay: true,
    });
  });
});

describe("runningShiftOf (the office sees 'läuft seit')", () => {
  const now = T0 + 3 * H;
  it.each([
    ['nothing clocked', [], null],
    ['clocked in', [mark('in', 0)], { date: '2026-03-02', since: '08:00', onBreak: false }],
    [
      'on a break',
      [mark('in', 0), mark('break-start', 2)],
      { date: '2026-03-02', since: '08:00', onBreak: true },
    ],
    [
      'back from the break',
      [mark('in', 0), mark('break-start', 1), mark('break-end', 1.5)],
      { date: '2026-03-02', since: '08:00', onBreak: false },
    ],
    ['clocked out', [mark('in', 0), mark('out', 2)], null],
    // 23:30 in Berlin on 1 March: the shift belongs to the day of the in.
    ['begun the evening before', [mark('in', -8.5)], { date: '2026-03-01', since: '23:30' }],
    // More than 24 h: it can no longer be closed, so it is not shown as running.
    ['left running for more than a day', [mark('in', -21.5)], null],
  ] as const)('%s', (_, shift, expected) => {
    const running = runningShiftOf(shift, now);
    if (expected === null) expect(running).toBeNull();
    else expect(running).toMatchObject({ ...expected, startedAt: shift[0]!.at });
  });

  it('gives the Berlin time in summer too (07:00 CEST)', () => {
    const at = Date.parse('2026-07-01T05:00:00Z');
    expect(runningShiftOf([{ kind: 'in', at }], at + H)).toMatchObject({
      date: '2026-07-01',
      since: '07:00',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  afterEvent,
  clockActions,
  deviceId,
  isoWithOffset,
  nextDeviceSeq,
  optimisticClock,
  prospectiveEntry,
} from './clock-state.ts';

describe('afterEvent', () => {
  it.each([
    ['off', 'in', 'working'],
    ['off', 'out', null],
    ['off', 'break-start', null],
    ['working', 'break-start', 'break'],
    ['working', 'out', 'off'],
    ['working', 'in', null],
    ['break', 'break-end', 'working'],
    ['break', 'out', null],
  ] as const)('%s + %s → %s', (state, kind, next) => {
    expect(afterEvent(state, kind)).toBe(next);
  });
});

describe('clockActions', () => {
  it('offers what fits the state', () => {
    expect(clockActions('off')).toEqual(['in']);
    expect(clockActions('working')).toEqual(['break-start', 'out']);
    expect(clockActions('break')).toEqual(['break-end']);
  });
});

describe('optimisticClock', () => {
  const t = (minute: number) => `2026-11-26T07:${String(minute).padStart(2, '0')}:00+01:00`;

  it('is the server state without waiting events', () => {
    expect(optimisticClock({ state: 'working', since: t(0) }, [])).toEqual({
      state: 'working',
      since: t(0),
    });
  });

  it('applies waiting events in order', () => {
    const waiting = [
      { kind: 'in', deviceTime: t(0) },
      { kind: 'break-start', deviceTime: t(30) },
    ] as const;
    expect(optimisticClock({ state: 'off', since: null }, waiting)).toEqual({
      state: 'break',
      since: t(30),
    });
  });

  it('skips an event that does not fit and ends at off after out', () => {
    const waiting = [
      { kind: 'break-end', deviceTime: t(1) },
      { kind: 'out', deviceTime: t(2) },
    ] as const;
    expect(optimisticClock({ state: 'working', since: t(0) }, waiting)).toEqual({
      state: 'off',
      since: null,
    });
  });
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('device id and sequence', () => {
  it('keeps one id per installation in the schema format', () => {
    const storage = memoryStorage();
    const id = deviceId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId(storage)).toBe(id);
  });

  it('counts up from 0, one number per event', () => {
    const storage = memoryStorage();
    expect([nextDeviceSeq(storage), nextDeviceSeq(storage), nextDeviceSeq(storage)]).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('isoWithOffset', () => {
  it('writes the device time with its offset and the same instant', () => {
    const date = new Date('2026-11-26T06:05:09.042Z');
    const iso = isoWithOffset(date);
    expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.042[+-]\d\d:\d\d$/);
    expect(Date.parse(iso)).toBe(date.getTime());
  });
});

describe('prospectiveEntry', () => {
  // Berlin's winter offset: the times below are the wall-clock times the entry shows.
  const at = (day: number, clock: string) => `2026-11-${day}T${clock}:00+01:00`;

  it('is null without a running shift', () => {
    expect(prospectiveEntry([], at(26, '16:00'))).toBeNull();
    expect(
      prospectiveEntry(
        [
          { kind: 'in', deviceTime: at(26, '07:00') },
          { kind: 'out', deviceTime: at(26, '15:00') },
        ],
        at(26, '16:00'),
      ),
    ).toBeNull();
  });

  it('starts at the last in and pairs the breaks; an open break ends inside the entry, as the server stores it', () => {
    const events = [
      { kind: 'in', deviceTime: at(25, '07:00') },
      { kind: 'out', deviceTime: at(25, '15:00') },
      { kind: 'in', deviceTime: at(26, '07:00') },
      { kind: 'break-start', deviceTime: at(26, '09:00') },
      { kind: 'break-end', deviceTime: at(26, '09:15') },
      { kind: 'break-start', deviceTime: at(26, '12:00') },
    ] as const;
    expect(prospectiveEntry(events, at(26, '12:30'))).toEqual({
      date: '2026-11-26',
      type: 'work',
      start: '07:00',
      end: '12:30',
      endsNextDay: false,
      breaks: [
        { start: '09:00', end: '09:15' },
        { start: '12:00', end: '12:29' },
      ],
      comment: '',
    });
  });

  it('marks a night shift as ending the next day', () => {
    const entry = prospectiveEntry([{ kind: 'in', deviceTime: at(25, '22:00') }], at(26, '06:00'));
    expect(entry).toMatchObject({
      date: '2026-11-25',
      start: '22:00',
      end: '06:00',
      endsNextDay: true,
    });
  });
});

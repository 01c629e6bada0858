import {
  clockEntry,
  clockEntryDraft,
  clockTransition,
  type ClockEntryDraft,
  type ClockMark,
} from '@kontor/core/time-tracking/clock';
import type { ClockEventKind, ClockState } from '@kontor/core/worker-app-texts';

/** The state an event leads to, or null when it does not fit (the server would refuse it). */
export function afterEvent(state: ClockState, kind: ClockEventKind): ClockState | null {
  const move = clockTransition(state, kind);
  return 'state' in move ? move.state : null;
}

/** The buttons the clock offers in a state. */
export function clockActions(state: ClockState): ClockEventKind[] {
  if (state === 'off') return ['in'];
  if (state === 'working') return ['break-start', 'out'];
  return ['break-end'];
}

export interface WaitingClockEvent {
  kind: ClockEventKind;
  deviceTime: string;
}

/**
 * The clock as the worker sees it: the server's last state with the events still waiting in
 * the outbox applied in order (offline, 'Einstempeln' is shown at once). An event that does
 * not fit is skipped here; the server refuses it and the connection bar says why.
 */
export function optimisticClock(
  server: { state: ClockState; since: string | null },
  waiting: readonly WaitingClockEvent[],
): { state: ClockState; since: string | null } {
  let current = { state: server.state, since: server.since };
  for (const event of waiting) {
    const next = afterEvent(current.state, event.kind);
    if (next) current = { state: next, since: next === 'off' ? null : event.deviceTime };
  }
  return current;
}

/**
 * A moment as ISO 8601 with the device's offset and milliseconds, e.g.
 * 2026-11-26T07:05:00.123+01:00 (two taps in one second keep their order).
 */
export function isoWithOffset(date: Date): string {
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${String(date.getMilliseconds()).padStart(3, '0')}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

const DEVICE_ID = 'kontor-device-id';
const DEVICE_SEQ = 'kontor-device-seq';

/** This installation's random id, created once. */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_ID);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replaceAll('-', '');
    storage.setItem(DEVICE_ID, id);
  }
  return id;
}

/** The next sequence number of this device (one per event, never used twice). */
export function nextDeviceSeq(storage: Storage = localStorage): number {
  const last = Number(storage.getItem(DEVICE_SEQ) ?? '-1');
  const next = Number.isInteger(last) && last >= 0 ? last + 1 : 0;
  storage.setItem(DEVICE_SEQ, String(next));
  return next;
}

/** The time entry 'Ausstempeln' would create, for the legal check before it is sent. */
export type ProspectiveEntry = ClockEntryDraft & { comment: string };

/**
 * The running shift's events (server's and waiting ones, in order) as the entry an 'out' at
 * `now` would make, by the server's own rule (core `clockEntry`): from the last 'in', an open
 * break ends now. Null when no shift is running.
 */
export function prospectiveEntry(
  events: readonly WaitingClockEvent[],
  now: string,
): ProspectiveEntry | null {
  const lastIn = events.map((event) => event.kind).lastIndexOf('in');
  if (lastIn < 0) return null;
  const shift: ClockMark[] = events
    .slice(lastIn)
    .map((event) => ({ kind: event.kind, at: Date.parse(event.deviceTime) }));
  if (shift.some((event) => event.kind === 'out')) return null;
  const at = Math.max(Date.parse(now), shift.at(-1)!.at);
  if (shift.at(-1)!.kind === 'break-start') shift.push({ kind: 'break-end', at });
  shift.push({ kind: 'out', at });
  return { ...clockEntryDraft(clockEntry(shift)), comment: '' };
}

/**
 * The time clock (worker app): which event may follow which, and the time entry a closed
 * shift becomes. Events carry the device's time, so a shift recorded offline arrives later and
 * is judged at the times it happened. Pure; the server locks per user and stores.
 */
import {
  clockMessages,
  isClockEventLate,
  type ClockEventKind,
  type ClockState,
} from '../worker-app-texts.ts';
import { toLocal } from './berlin-time.ts';
import { formatClock } from './format.ts';
import type { LocalDate } from './local-date.ts';
import type { Instant, Span } from './types.ts';

/** A device clock running a little ahead is tolerated; more is 'in the future'. */
export const CLOCK_FUTURE_TOLERANCE_MS = 2 * 60_000;
/** A shift may last at most this long; an older running shift is abandoned by the next 'in'. */
export const CLOCK_MAX_SHIFT_MS = 24 * 60 * 60_000;

type Move = { state: ClockState } | { refused: string };

const m = clockMessages;
/**
 * The transition table. 'out' during a break is refused (endBreakFirst) rather than closing
 * the break at the out time: the app offers 'Pause beenden' first, and a break the worker did
 * not end is not silently counted as one (§ 4 ArbZG breaks are what the worker took).
 */
const TRANSITIONS: Record<ClockState, Record<ClockEventKind, Move>> = {
  off: {
    in: { state: 'working' },
    'break-start': { refused: m.notIn },
    'break-end': { refused: m.notIn },
    out: { refused: m.notIn },
  },
  working: {
    in: { refused: m.alreadyIn },
    'break-start': { state: 'break' },
    'break-end': { refused: m.notOnBreak },
    out: { state: 'off' },
  },
  break: {
    in: { refused: m.alreadyIn },
    'break-start': { refused: m.alreadyOnBreak },
    'break-end': { state: 'working' },
    out: { refused: m.endBreakFirst },
  },
};

export function clockTransition(state: ClockState, kind: ClockEventKind): Move {
  return TRANSITIONS[state][kind];
}

/** An event as the rules see it: `at` is the device time in epoch milliseconds. */
export interface ClockMark {
  kind: ClockEventKind;
  at: number;
}

/** The state after a shift's events (from its 'in'; empty: off). */
export function clockStateOf(shift: readonly ClockMark[]): ClockState {
  let state: ClockState = 'off';
  for (const event of shift) {
    const move = clockTransition(state, event.kind);
    if ('state' in move) state = move.state;
  }
  return state;
}

/** A running shift begun more than 24 h before `now`: it can no longer be closed. */
export function isShiftExpired(shift: readonly ClockMark[], now: number): boolean {
  const first = shift[0];
  return (
    first !== undefined && clockStateOf(shift) !== 'off' && now - first.at > CLOCK_MAX_SHIFT_MS
  );
}

export interface ClockRefusal {
  status: 400 | 409;
  message: string;
}

/**
 * Whether `event` may follow the shift's events (the last 'in' and what came after it), with
 * the server's time `now`; null when it may.
 */
export function checkClockEvent(
  shift: readonly ClockMark[],
  event: ClockMark,
  now: number,
): ClockRefusal | null {
  if (event.at > now + CLOCK_FUTURE_TOLERANCE_MS) return { status: 400, message: m.inFuture };
  const last = shift.at(-1);
  if (last && event.at < last.at) return { status: 409, message: m.beforeLast };
  // A shift left running for more than a day is abandoned: a new 'in' starts afresh.
  if (event.kind === 'in' && isShiftExpired(shift, event.at)) return null;
  const move = clockTransition(clockStateOf(shift), event.kind);
  if ('refused' in move) return { status: 409, message: move.refused };
  if (event.kind !== 'in' && shift[0] && event.at - shift[0].at > CLOCK_MAX_SHIFT_MS) {
    return { status: 409, message: m.tooLong };
  }
  return null;
}

const minuteOf = (ms: number): Instant => Math.floor(ms / 60_000);

export interface ClockEntry extends Span {
  /** The Berlin date of the 'in' (the entry's day). */
  date: LocalDate;
  endsNextDay: boolean;
  breaks: Span[];
}

/**
 * The time entry of a closed shift (in … out), to the minute. Breaks are the break-start /
 * break-end pairs (§ 4 ArbZG rest breaks; whether they suffice is a finding of the day, not a
 * refusal here). A break must lie strictly inside its entry, so one begun in the minute of the
 * 'in' starts a minute later; one that shrinks to nothing is left out.
 */
export function clockEntry(shift: readonly ClockMark[]): ClockEntry {
  const first = shift[0];
  const last = shift.at(-1);
  if (first?.kind !== 'in' || last?.kind !== 'out') {
    throw new RangeError('A clock entry needs a shift from in to out');
  }
  const start = minuteOf(first.at);
  const end = minuteOf(last.at);
  const breaks: Span[] = [];
  let breakStart: number | undefined;
  for (const event of shift) {
    if (event.kind === 'break-start') breakStart = event.at;
    if (event.kind === 'break-end' && breakStart !== undefined) {
      const pause = {
        start: Math.max(minuteOf(breakStart), start + 1),
        end: Math.min(minuteOf(event.at), end - 1),
      };
      if (pause.start < pause.end) breaks.push(pause);
      breakStart = undefined;
    }
  }
  const date = toLocal(start).date;
  return { date, start, end, endsNextDay: toLocal(end).date !== date, breaks };
}

/** A clock entry as the time-entry checks take it: wall-clock 'HH:mm' in Berlin. */
export interface ClockEntryDraft {
  date: LocalDate;
  type: 'work';
  start: string;
  end: string;
  endsNextDay: boolean;
  breaks: { start: string; end: string }[];
}

export function clockEntryDraft(entry: ClockEntry): ClockEntryDraft {
  const clock = (instant: Instant) => formatClock(toLocal(instant).minute);
  return {
    date: entry.date,
    type: 'work',
    start: clock(entry.start),
    end: clock(entry.end),
    endsNextDay: entry.endsNextDay,
    breaks: entry.breaks.map((pause) => ({ start: clock(pause.start), end: clock(pause.end) })),
  };
}

/** When the latest late event of a shift arrived (ISO), or null when none was late. */
export function lateReceivedAt(
  events: readonly { deviceTime: string; receivedAt: string }[],
): string | null {
  const late = events
    .filter((e) => isClockEventLate(e.deviceTime, e.receivedAt))
    .map((e) => Date.parse(e.receivedAt));
  return late.length === 0 ? null : new Date(Math.max(...late)).toISOString();
}

/** A shift that is clocked in and not out, as the office's month shows it. */
export interface RunningShift {
  /** The Berlin date of the 'in' (the day row it belongs to). */
  date: LocalDate;
  /** The 'in' as Berlin wall-clock time 'HH:MM' ('läuft seit 07:00'). */
  since: string;
  /** The 'in' in epoch milliseconds (device time). */
  startedAt: number;
  onBreak: boolean;
}

/**
 * The shift still running at `now`, or null: off, closed by an 'out', or begun more than 24 h
 * ago (it can no longer be closed; the office records that day by hand).
 */
export function runningShiftOf(shift: readonly ClockMark[], now: number): RunningShift | null {
  const first = shift[0];
  const state = clockStateOf(shift);
  if (first?.kind !== 'in' || state === 'off' || isShiftExpired(shift, now)) return null;
  const local = toLocal(minuteOf(first.at));
  return {
    date: local.date,
    since: formatClock(local.minute),
    startedAt: first.at,
    onBreak: state === 'break',
  };
}

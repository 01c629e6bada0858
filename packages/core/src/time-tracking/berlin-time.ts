import { civilOf, dayNumberOf, fromDayNumber, toDayNumber, type LocalDate } from './local-date.ts';

/** An instant as whole minutes since 1970-01-01T00:00Z. */
export type Instant = number;

const MINUTES_PER_DAY = 1440;
const CET = 60;
const CEST = 120;

interface DstWindow {
  start: Instant;
  end: Instant;
}

const dstCache = new Map<number, DstWindow>();

function lastSunday(year: number, month: number): number {
  const last = dayNumberOf(year, month + 1, 1) - 1;
  return last - ((((last + 3) % 7) + 1) % 7);
}

// EU rule (since 1996): summer time from the last Sunday of March to the last Sunday of
// October, switching at 01:00 UTC. Computed instead of Intl because it runs per entry.
export function dstWindow(year: number): DstWindow {
  let window = dstCache.get(year);
  if (!window) {
    window = {
      start: lastSunday(year, 3) * MINUTES_PER_DAY + 60,
      end: lastSunday(year, 10) * MINUTES_PER_DAY + 60,
    };
    dstCache.set(year, window);
  }
  return window;
}

// The last year looked up; consecutive calls almost always hit the same year.
let cachedFrom = 0;
let cachedTo = -1;
let cachedWindow: DstWindow = { start: 0, end: 0 };

let cachedYear = 0;

function windowAt(instant: Instant): DstWindow {
  if (instant < cachedFrom || instant >= cachedTo) {
    cachedYear = civilOf(Math.floor(instant / MINUTES_PER_DAY)).year;
    cachedFrom = dayNumberOf(cachedYear, 1, 1) * MINUTES_PER_DAY;
    cachedTo = dayNumberOf(cachedYear + 1, 1, 1) * MINUTES_PER_DAY;
    cachedWindow = dstWindow(cachedYear);
  }
  return cachedWindow;
}

/** Offset of Europe/Berlin from UTC in minutes at `instant`. */
export function berlinOffset(instant: Instant): number {
  const { start, end } = windowAt(instant);
  return instant >= start && instant < end ? CEST : CET;
}

/** The next switch of the Berlin offset strictly after `instant`. */
export function nextOffsetChange(instant: Instant): Instant {
  const { start, end } = windowAt(instant);
  if (instant < start) return start;
  if (instant < end) return end;
  return dstWindow(cachedYear + 1).start;
}

/**
 * The instant of a Berlin wall-clock time. Like Temporal's 'compatible' disambiguation,
 * a time skipped in spring moves forward and a repeated time in autumn takes the first one.
 */
export function toInstant(date: LocalDate, minuteOfDay: number): Instant {
  const wall = toDayNumber(date) * MINUTES_PER_DAY + minuteOfDay;
  const summer = wall - CEST;
  if (berlinOffset(summer) === CEST) return summer;
  return wall - CET;
}

export interface LocalTime {
  date: LocalDate;
  dayNumber: number;
  /** Wall-clock minutes since local midnight. */
  minute: number;
}

export function toLocal(instant: Instant): LocalTime {
  const wall = instant + berlinOffset(instant);
  const dayNumber = Math.floor(wall / MINUTES_PER_DAY);
  return { date: fromDayNumber(dayNumber), dayNumber, minute: wall - dayNumber * MINUTES_PER_DAY };
}

export function localDayNumber(instant: Instant): number {
  return Math.floor((instant + berlinOffset(instant)) / MINUTES_PER_DAY);
}

/** A stretch of real time that lies within one local day and has one offset. */
export interface WallPiece {
  start: Instant;
  dayNumber: number;
  /** Wall-clock minutes of the day, `to` at most 1440. */
  from: number;
  to: number;
}

/**
 * Fills `piece` with the stretch of [cursor, end) that lies within one local day and has one
 * offset, so windows can be matched on wall time, and returns where the next piece starts.
 * Reuses `piece` because it runs for every shift.
 */
export function nextWallPiece(cursor: Instant, end: Instant, piece: WallPiece): Instant {
  const offset = berlinOffset(cursor);
  const wall = cursor + offset;
  const dayNumber = Math.floor(wall / MINUTES_PER_DAY);
  const midnight = (dayNumber + 1) * MINUTES_PER_DAY - offset;
  const pieceEnd = Math.min(end, midnight, nextOffsetChange(cursor));
  piece.start = cursor;
  piece.dayNumber = dayNumber;
  piece.from = wall - dayNumber * MINUTES_PER_DAY;
  piece.to = piece.from + (pieceEnd - cursor);
  return pieceEnd;
}

export function wallPieces(start: Instant, end: Instant): WallPiece[] {
  const pieces: WallPiece[] = [];
  for (let cursor = start; cursor < end;) {
    const piece = { start: 0, dayNumber: 0, from: 0, to: 0 };
    cursor = nextWallPiece(cursor, end, piece);
    pieces.push(piece);
  }
  return pieces;
}

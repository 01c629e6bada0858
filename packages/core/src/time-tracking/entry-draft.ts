import { toInstant } from './berlin-time.ts';
import { isClockTime, parseClock, type ClockTime } from './format.ts';
import { addDays, type LocalDate } from './local-date.ts';
import type { TimeDraft } from './work-time-validator.ts';

/** The time slide-in's wall-clock input of one entry. */
export interface EntryDraftInput {
  date: LocalDate;
  start?: ClockTime | null;
  end?: ClockTime | null;
  /** A night shift: the end (and breaks before the start time) fall on the next day. */
  endsNextDay?: boolean;
  breaks?: readonly { start?: ClockTime | null; end?: ClockTime | null }[];
}

export interface EntryDraft extends TimeDraft {
  breaks: TimeDraft[];
}

const minuteOf = (time: ClockTime | null | undefined) =>
  time && isClockTime(time) ? parseClock(time) : undefined;

/**
 * Instants of a draft for the validators. Without `endsNextDay` everything lies on `date`, so
 * an end at or before the start is reported ('Endzeit muss nach Startzeit sein') instead of
 * silently becoming a night shift; missing times stay missing for the validators' messages.
 */
export function entryDraft(input: EntryDraftInput): EntryDraft {
  const startMinute = minuteOf(input.start);
  const at = (time: ClockTime | null | undefined, isEnd: boolean) => {
    const minute = minuteOf(time);
    if (minute === undefined) return undefined;
    const wraps =
      input.endsNextDay === true &&
      startMinute !== undefined &&
      (minute < startMinute || (isEnd && minute === startMinute));
    return toInstant(wraps ? addDays(input.date, 1) : input.date, minute);
  };
  return {
    start: startMinute === undefined ? undefined : toInstant(input.date, startMinute),
    end: at(input.end, true),
    breaks: (input.breaks ?? []).map((b) => ({ start: at(b.start, false), end: at(b.end, true) })),
  };
}

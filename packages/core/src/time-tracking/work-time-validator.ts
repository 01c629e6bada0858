import { localDayNumber } from './berlin-time.ts';
import { toDayNumber, type LocalDate } from './local-date.ts';
import { messages } from './messages.ts';
import { spansOverlap } from './spans.ts';
import type { Instant, Issue, Span } from './types.ts';

export interface TimeDraft {
  start?: Instant | null;
  end?: Instant | null;
}

function hasBoth(draft: TimeDraft): draft is { start: Instant; end: Instant } {
  return typeof draft.start === 'number' && typeof draft.end === 'number';
}

/** A work time entry on the chosen day; `others` are the user's other entries (any day). */
export function validateWorkTime(
  date: LocalDate,
  draft: TimeDraft,
  others: readonly Span[],
): Issue[] {
  const m = messages.workTime;
  if (!hasBoth(draft)) return [{ field: 'time', message: m.startEndMissing }];
  const issues: Issue[] = [];
  if (localDayNumber(draft.start) !== toDayNumber(date)) {
    issues.push({ field: 'start', message: m.startNotOnDay });
  }
  if (draft.end <= draft.start) return [...issues, { field: 'end', message: m.endBeforeStart }];
  if (others.some((other) => spansOverlap(draft, other)))
    issues.push({ field: 'time', message: m.overlap });
  return issues;
}

/** Breaks must lie strictly inside their entry and end after they start. */
export function validateBreaks(entry: Span, breaks: readonly TimeDraft[]): Issue[] {
  const m = messages.breaks;
  const issues: Issue[] = [];
  breaks.forEach((pause, i) => {
    const field = `breaks.${i}`;
    if (!hasBoth(pause)) {
      issues.push({ field, message: m.startEndMissing });
      return;
    }
    if (pause.start <= entry.start) issues.push({ field, message: m.startsBeforeEntry });
    if (pause.end >= entry.end) issues.push({ field, message: m.endsAfterEntry });
    if (pause.start >= pause.end) issues.push({ field, message: m.startNotBeforeEnd });
  });
  return issues;
}

/** A part absence must lie within the day's presence and must not overlap other entries. */
export function validatePartAbsence(
  draft: TimeDraft,
  day: { entries: readonly Span[]; partAbsences: readonly Span[] },
): Issue[] {
  if (!hasBoth(draft)) return [{ field: 'time', message: messages.workTime.startEndMissing }];
  const m = messages.partAbsence;
  if (day.entries.length === 0) return [{ field: 'time', message: m.noPresence }];
  const issues: Issue[] = [];
  const presenceStart = Math.min(...day.entries.map((e) => e.start));
  const presenceEnd = Math.max(...day.entries.map((e) => e.end));
  if (draft.start < presenceStart) issues.push({ field: 'start', message: m.startBeforePresence });
  if (draft.end > presenceEnd) issues.push({ field: 'end', message: m.endAfterPresence });
  if (draft.end <= draft.start)
    return [...issues, { field: 'end', message: messages.workTime.endBeforeStart }];
  if ([...day.entries, ...day.partAbsences].some((other) => spansOverlap(draft, other))) {
    issues.push({ field: 'time', message: messages.workTime.overlap });
  }
  return issues;
}

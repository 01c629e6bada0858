import type { Span, TimeEntry } from './types.ts';

export const spanMinutes = (span: Span): number => Math.max(0, span.end - span.start);

export const spansOverlap = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

/** Sorted, non-overlapping union of the spans, each clipped to `within`. */
export function mergeSpans(spans: readonly Span[], within?: Span): Span[] {
  const clipped: Span[] = [];
  for (const span of spans) {
    const start = within ? Math.max(span.start, within.start) : span.start;
    const end = within ? Math.min(span.end, within.end) : span.end;
    if (start < end) clipped.push({ start, end });
  }
  clipped.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push(span);
  }
  return merged;
}

/** Break minutes inside the entry; overlapping breaks count once. */
export function breakMinutes(entry: TimeEntry): number {
  if (entry.breaks.length === 0) return 0;
  const first = entry.breaks[0] as Span;
  if (entry.breaks.length === 1) {
    return Math.max(0, Math.min(first.end, entry.end) - Math.max(first.start, entry.start));
  }
  return mergeSpans(entry.breaks, entry).reduce((sum, span) => sum + spanMinutes(span), 0);
}

/** The worked parts of an entry: the entry without its breaks. */
export function workedSpans(entry: TimeEntry): Span[] {
  if (entry.breaks.length === 0) return [{ start: entry.start, end: entry.end }];
  const only = entry.breaks[0] as Span;
  if (
    entry.breaks.length === 1 &&
    only.start > entry.start &&
    only.end < entry.end &&
    only.start < only.end
  ) {
    return [
      { start: entry.start, end: only.start },
      { start: only.end, end: entry.end },
    ];
  }
  const worked: Span[] = [];
  let cursor = entry.start;
  for (const pause of mergeSpans(entry.breaks, entry)) {
    if (pause.start > cursor) worked.push({ start: cursor, end: pause.start });
    cursor = pause.end;
  }
  if (cursor < entry.end) worked.push({ start: cursor, end: entry.end });
  return worked;
}

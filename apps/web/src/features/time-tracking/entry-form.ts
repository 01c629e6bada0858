import type { TimeEntryBody, TimeEntryView } from '@kontor/core/schemas/time-tracking-api';
import type { AbsenceType } from '@kontor/core/time-tracking/types';
import { clockOf } from './time-format.ts';

/** What the time slide-in edits; times as 'HH:mm' or '' while not given. */
export interface EntryForm {
  type: 'work' | 'absence';
  absenceType: AbsenceType | null;
  fullDay: boolean;
  start: string;
  end: string;
  endsNextDay: boolean;
  breaks: { start: string; end: string }[];
  comment: string;
}

export const emptyEntryForm = (): EntryForm => ({
  type: 'work',
  absenceType: null,
  fullDay: false,
  start: '',
  end: '',
  endsNextDay: false,
  breaks: [],
  comment: '',
});

const berlinDate = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** The form of a saved entry (its end on the next day when it crosses midnight). */
export function entryFormOf(entry: TimeEntryView): EntryForm {
  return {
    type: entry.type,
    absenceType: entry.absenceType,
    fullDay: false,
    start: clockOf(entry.start),
    end: clockOf(entry.end),
    endsNextDay: berlinDate(entry.end) > entry.date,
    breaks: entry.breaks.map((b) => ({ start: clockOf(b.start), end: clockOf(b.end) })),
    comment: entry.comment,
  };
}

/** The request body of a form for a day: empty times as null, no breaks on a full day. */
export function entryBodyOf(form: EntryForm, date: string): Omit<TimeEntryBody, 'userId'> {
  return {
    date,
    type: form.type,
    absenceType: form.type === 'absence' ? form.absenceType : null,
    fullDay: form.fullDay,
    start: form.fullDay ? null : form.start || null,
    end: form.fullDay ? null : form.end || null,
    endsNextDay: !form.fullDay && form.endsNextDay,
    breaks: form.fullDay
      ? []
      : form.breaks.map((b) => ({ start: b.start || null, end: b.end || null })),
    comment: form.comment,
  };
}

/**
 * The change history ('Verlauf') of time entries, absences and records: when a change needs a
 * reason, and how a history row's stored values read in German. The server stores the values
 * (database triggers, docs/time-tracking.md 'Change history'); the screens and the inspection
 * export show them with `historyChanges`.
 */
import { ABSENCE_STATE_LABELS } from '../states/messages.ts';
import { toLocal } from './berlin-time.ts';
import { formatClock, formatDate, formatHours } from './format.ts';
import { isoWeekDates, isoWeekOf, type LocalDate } from './local-date.ts';
import { ABSENCE_TYPE_LABELS } from './messages.ts';

export const HISTORY_ENTITIES = ['entry', 'absence', 'record'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_ACTION_LABELS: Record<HistoryAction, string> = {
  create: 'Erstellt',
  update: 'Geändert',
  delete: 'Gelöscht',
};

/** Longest reason a change may carry. */
export const HISTORY_REASON_MAX = 500;

export const historyMessages = {
  reasonRequired:
    'Bitte geben Sie einen Grund für die Änderung an: Sie betrifft eine vergangene Woche.',
  reasonTooLong: `Der Grund darf höchstens ${HISTORY_REASON_MAX} Zeichen lang sein`,
  /** The actor of a change no user made (an import, a job without a user). */
  system: 'System',
} as const;

/** The Monday of the ISO week holding `date`. */
export function weekStartOf(date: LocalDate): LocalDate {
  const { year, week } = isoWeekOf(date);
  return isoWeekDates(year, week)[0]!;
}

/**
 * Whether changing or deleting something on these dates needs a reason: one of them lies in a
 * week before the current one (`today` in Berlin). A week still running is changed freely.
 */
export function needsChangeReason(dates: readonly LocalDate[], today: LocalDate): boolean {
  const monday = weekStartOf(today);
  return dates.some((date) => date < monday);
}

/** One changed field of a history row, in German; `from` / `to` null where there is none. */
export interface HistoryChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

export type HistoryValues = Record<string, unknown>;

type Format = (value: unknown, values: HistoryValues) => string;

const text: Format = (value) => (value === null || value === undefined ? '' : String(value));
const localDate: Format = (value) => (typeof value === 'string' ? formatDate(value) : '');
const label =
  (labels: Record<string, string>): Format =>
  (value) =>
    typeof value === 'string' ? (labels[value] ?? value) : '';
const number: Format = (value) =>
  typeof value === 'number' ? String(value).replace('.', ',') : text(value, {});
const hours: Format = (value) => (typeof value === 'number' ? formatHours(value) : text(value, {}));

/** An instant (ISO) as Berlin wall clock: 'HH:MM', with its date when not the entry's day. */
function clockOf(iso: unknown, day: unknown): string {
  if (typeof iso !== 'string') return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const local = toLocal(Math.floor(ms / 60_000));
  const clock = formatClock(local.minute);
  return local.date === day ? clock : `${formatDate(local.date)} ${clock}`;
}
const instant: Format = (value, values) => clockOf(value, values.date);
const breaks: Format = (value, values) =>
  Array.isArray(value)
    ? value
        .map((b: { start?: unknown; end?: unknown }) => {
          const start = clockOf(b?.start, values.date);
          return `${start}–${clockOf(b?.end, values.date)}`;
        })
        .join(', ')
    : '';

interface FieldSpec {
  label: string;
  format: Format;
}

const FIELDS: Record<HistoryEntity, Record<string, FieldSpec>> = {
  entry: {
    date: { label: 'Datum', format: localDate },
    type: { label: 'Art', format: label({ work: 'Arbeitszeit', absence: 'Abwesenheit' }) },
    absenceType: { label: 'Art der Abwesenheit', format: label(ABSENCE_TYPE_LABELS) },
    start: { label: 'Beginn', format: instant },
    end: { label: 'Ende', format: instant },
    breaks: { label: 'Pausen', format: breaks },
    comment: { label: 'Kommentar', format: text },
  },
  absence: {
    startDate: { label: 'Anfangsdatum', format: localDate },
    endDate: { label: 'Enddatum', format: localDate },
    type: { label: 'Art der Abwesenheit', format: label(ABSENCE_TYPE_LABELS) },
    state: { label: 'Status', format: label(ABSENCE_STATE_LABELS) },
    comment: { label: 'Kommentar', format: text },
    refusalReason: { label: 'Begründung', format: text },
  },
  record: {
    year: { label: 'Jahr', format: text },
    startMonth: { label: 'Startmonat', format: text },
    endMonth: { label: 'Endmonat', format: text },
    weeklyHours: { label: 'Wochenstunden', format: number },
    weekdaysPerWeek: { label: 'Arbeitstage pro Woche', format: number },
    pauseMinutes: { label: 'Pause (Minuten)', format: number },
    vacationDaysPerYear: { label: 'Urlaubstage pro Jahr', format: number },
    startTime: { label: 'Arbeitsbeginn', format: text },
    initialSaldo: { label: 'Übertrag Saldo (Stunden)', format: hours },
    initialVacation: { label: 'Übertrag Urlaub (Tage)', format: number },
    holidayTemplateId: { label: 'Feiertag-Template', format: text },
    formerRecordId: { label: 'Vorheriger Record', format: text },
  },
};

/** Stable text of a stored value, so arrays and objects compare by content. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changed fields of a history row, in the order the dialog shows them: for a change the
 * fields whose value differs (old → new), for a creation the values given, for a deletion the
 * values the row had. Fields the table does not know (a later column) come last by their name.
 */
export function historyChanges(
  entity: HistoryEntity,
  before: HistoryValues | null,
  after: HistoryValues | null,
): HistoryChange[] {
  const specs = FIELDS[entity];
  const keys = [...Object.keys(specs)];
  for (const key of [...Object.keys(before ?? {}), ...Object.keys(after ?? {})].sort()) {
    if (!keys.includes(key)) keys.push(key);
  }
  const changes: HistoryChange[] = [];
  for (const field of keys) {
    const spec = specs[field] ?? { label: field, format: text };
    const old = before ? spec.format(before[field], before) : '';
    const now = after ? spec.format(after[field], after) : '';
    if (before && after ? same(before[field], after[field]) : (old || now) === '') continue;
    changes.push({
      field,
      label: spec.label,
      from: before ? old : null,
      to: after ? now : null,
    });
  }
  return changes;
}

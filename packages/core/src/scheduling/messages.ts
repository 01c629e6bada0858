// German texts of task schedules: the time editor's messages, the active tabs and the
// 'Termin' column.

export const scheduleMessages = {
  dateRequired: 'Bitte ein Datum angeben',
  datesRequired: 'Bitte mindestens ein Datum angeben',
  singleDateOnly: 'Bitte nur ein Datum angeben',
  typeRequired: 'Bitte eine Terminart auswählen',
  categoryRequired: 'Bitte eine Kategorie auswählen',
  unitRequired: 'Bitte eine Einheit auswählen',
  startWeekRequired: 'Bitte eine Startwoche angeben',
  duplicateDates: 'Bitte keine doppelten Daten angeben',
  pastDates: 'Bitte nur zukünftige Daten angeben',
  // The create dialog's message while its date part is incomplete (spec §5 'Create task').
  dateIncomplete: 'Bitte das Datum vollständig ausfüllen',
  invalidDate: 'Bitte ein gültiges Datum angeben',
  invalidTime: 'Bitte eine gültige Uhrzeit angeben',
  intervalNumber: 'Bitte eine ganze Zahl zwischen 1 und 365 angeben',
  daysNotForOpportunity: 'Turnusmäßige Aufgaben wiederholen sich in Wochen oder Monaten',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen',
  tooManyDates: 'Es können höchstens 366 Daten angegeben werden',
} as const;

export const SCHEDULE_TYPE_LABELS = {
  single: 'Einzeltermin',
  multi: 'Serientermine',
  interval: 'Intervall',
} as const;

export const SCHEDULE_CATEGORY_LABELS = {
  fixed: 'Erledigen am',
  opportunity: 'Turnusmäßig',
} as const;

export const INTERVAL_UNIT_LABELS = {
  days: 'Tage',
  weeks: 'Wochen',
  months: 'Monate',
} as const;

export const TASK_TAB_LABELS = {
  thisWeek: 'Diese Woche',
  overdue: 'Überfällig',
  fromNextWeek: 'Ab nächster Woche',
  noDate: 'Kein Datum',
} as const;

/** The grouping label of a created task without dates (its tab is 'Kein Datum'). */
export const NO_TIME_GIVEN = 'Keine Zeitangabe';

export const timeDisplayTexts = {
  noDate: 'Kein Termin',
  done: 'Aufgabe erledigt',
  fixedSuffix: 'D',
  opportunitySuffix: 'T',
  week: 'KW',
} as const;

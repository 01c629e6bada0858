// Every German text of the time-tracking rules, verbatim from the specification (spelling included);
// the spec has no texts for the legal findings, so those name the rule and its paragraph.
import type { AbsenceType } from './types.ts';

export const ABSENCE_TYPE_LABELS: Record<AbsenceType, string> = {
  vacation: 'Urlaub',
  compensation_times: 'Ausgleich',
  illness: 'Krankheit',
  payed_absence: 'Freistellung',
};

export const FULL_DAY_LABEL = 'ganztägig';

export const messages = {
  absence: {
    userMissing: 'Bitte einen Mitarbeiter auswählen',
    startMissing: 'Anfangsdatum fehlt',
    endMissing: 'Enddatum fehlt',
    typeMissing: 'Art der Abwesenheit fehlt',
    startAfterEnd: 'Anfangsdatum muss vor dem Enddatum liegen',
    startBeforeRecord: (date: string) => `Anfangsdatum muss nach dem ${date} liegen`,
    startAfterRecord: (date: string) => `Anfangsdatum muss vor dem ${date} liegen`,
    endBeforeRecord: (date: string) => `Enddatum muss nach dem ${date} liegen`,
    endAfterRecord: (date: string) => `Enddatum muss vor dem ${date} liegen`,
    overlapsEntries: (dates: string) => `Es gibt Überschneidungen mit anderen Einträgen: ${dates}`,
    overlapsAbsences: (dates: string) =>
      `Es gibt Überschneidungen mit anderen Abwesenheiten: ${dates}`,
    chooseStart: 'Bitte ein Startdatum wählen',
    noRecord: 'Für dieses Datum gibt es keinen Eintrag, bitte legen Sie zuerste einen an.',
  },
  workTime: {
    startEndMissing: 'Bitte Start- und Endzeit angeben',
    startNotOnDay: 'Startzeit muss auf dem gewählten Tag liegen',
    endBeforeStart: 'Endzeit muss nach Startzeit sein',
    overlap: 'Die Zeit überschneidet sich mit einem anderen Eintrag.',
  },
  breaks: {
    startEndMissing: 'Bitte Start- und Endzeit für die Pausen angeben',
    startsBeforeEntry: 'Startzeit muss vor Beginn der Pause sein',
    endsAfterEntry: 'Endezeit muss nach Ende der Pause sein',
    startNotBeforeEnd: 'Startzeit muss vor Endzeit sein',
  },
  partAbsence: {
    startBeforePresence: 'Startzeit muss nach Beginn der Anwesenheitszeit liegen',
    endAfterPresence: 'Endzeit muss vor Ende der Anwesenheitszeit liegen',
    noPresence: 'Für diesen Tag existiert keine Anwesenheitszeit',
  },
  surcharge: {
    nameMissing: 'Bitte einen Namen angeben',
    startMissing: 'Bitte eine Startzeit angeben',
    endMissing: 'Bitte eine Endzeit angeben',
    startNotBeforeEnd: 'Die Startzeit muss vor der Endzeit liegen',
    dayMissing: 'Bitte mindestens einen Tag auswählen',
    valueMissing: 'Bitte einen Wert angeben',
    endDateMissing: 'Bitte ein Enddatum angeben',
  },
  holidayTemplate: {
    nameMissing: 'Bitte einen Namen angeben',
    dayMissing: 'Bitte mindestens einen Tag auswählen',
    nameTaken: 'Ein Template mit diesem Namen existiert bereits',
    inUse: 'Die Vorlage wird noch verwendet und kann nicht gelöscht werden.',
  },
  record: {
    templateMissing: 'Bitte ein Feiertag-Template auswählen',
    endBeforeStart: 'Der Endmonat darf nicht vor dem Startmonat liegen',
    overlap: 'Der Zeitraum überschneidet sich mit einem anderen Record dieses Nutzers.',
    valueMissing: 'Bitte einen Wert angeben',
    settingsMissing: 'Bitte die Arbeitszeiten angeben',
    carried: 'Wird aus dem vorherigen Record übernommen und kann nicht mitgesendet werden.',
    carriedFields: (labels: readonly string[]) =>
      `Mit „Vorherigen Record übernehmen“ werden diese Werte aus dem vorherigen Record übernommen; bitte lassen Sie sie weg: ${labels.join(', ')}.`,
    fieldLabels: { initialSaldo: 'Übertrag Saldo', initialVacation: 'Übertrag Urlaub' },
  },
  // The spec names the ranges but no texts; these follow the tone of the other messages.
  timeSettings: {
    range: (min: number, max: number) => `Bitte einen Wert zwischen ${min} und ${max} angeben`,
    startTime: 'Bitte eine gültige Startzeit angeben',
  },
  balance: {
    error: 'Fehler bei der Zeiterfassung',
    total: 'Gesamt',
  },
  // The Urlaub section: the spec's three lines, and what moves them (screen, PDF, records table).
  vacation: {
    endOfPreviousMonth: 'Urlaub Ende Vormonat',
    arisenInMonth: 'Neuer Anspruch im Monat',
    taken: 'Genommener Urlaub',
    remaining: 'Verbleibender Urlaub',
    carriedOver: 'Übertrag',
    arisen: 'Anspruch bis Monatsende',
    takenSoFar: 'Genommen bis Monatsende',
    employedSince: (start: string, end: string | null, derived: boolean) =>
      `Beschäftigt seit ${start}${end ? ` bis ${end}` : ''}` +
      (derived ? ' (Beginn des ersten Records, kein Eintrittsdatum hinterlegt)' : ''),
    basis: {
      full: (arisesOn: string) => `Voller Jahresurlaub ab ${arisesOn} (§ 4 BUrlG)`,
      partialNoWaiting:
        'Teilurlaub, ein Zwölftel je vollem Monat: Wartezeit in diesem Jahr nicht erfüllt (§ 5 Abs. 1 a BUrlG)',
      partialLeavingEarly:
        'Teilurlaub, ein Zwölftel je vollem Monat: Ausscheiden vor Ende der Wartezeit (§ 5 Abs. 1 b BUrlG)',
      partialLeavingFirstHalf:
        'Teilurlaub, ein Zwölftel je vollem Monat: Ausscheiden in der ersten Jahreshälfte (§ 5 Abs. 1 c BUrlG)',
      proRata: 'Anteilig, ein Zwölftel je vollem Monat (vertragliche Regelung)',
      notEmployed: 'Kein Urlaubsanspruch: in diesem Jahr nicht beschäftigt',
    },
  },
  findings: {
    dailyMaximum: 'Mehr als 10 Stunden Arbeitszeit an einem Tag (§ 3 ArbZG)',
    breakAfterSix: 'Weniger als 30 Minuten Pause bei mehr als 6 Stunden Arbeit (§ 4 ArbZG)',
    breakAfterNine: 'Weniger als 45 Minuten Pause bei mehr als 9 Stunden Arbeit (§ 4 ArbZG)',
    continuousWork: 'Mehr als 6 Stunden Arbeit ohne Ruhepause (§ 4 ArbZG)',
    restPeriod: 'Weniger als 11 Stunden Ruhezeit seit dem letzten Arbeitstag (§ 5 ArbZG)',
    sunday: 'Arbeit an einem Sonntag (§ 9 ArbZG)',
    holiday: 'Arbeit an einem Feiertag (§ 9 ArbZG)',
    sixMonthAverage:
      'Mehr als durchschnittlich 8 Stunden werktäglich in sechs Kalendermonaten (§ 3 ArbZG)',
    substituteRestDay:
      'Sonntagsarbeit ohne Ersatzruhetag innerhalb von zwei Wochen (§ 11 Abs. 3 ArbZG)',
    freeSundays: 'Weniger als 15 beschäftigungsfreie Sonntage im Jahr (§ 11 Abs. 1 ArbZG)',
  },
} as const;

export const WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** The basis line under the Urlaub figures: the rule in German, with its paragraph. */
export function vacationBasisText(
  balance: {
    basis: keyof typeof messages.vacation.basis;
    arisesOn: string | null;
  },
  formatDate: (date: string) => string,
): string {
  const texts = messages.vacation.basis;
  if (balance.basis === 'full') return texts.full(formatDate(balance.arisesOn ?? ''));
  return texts[balance.basis];
}

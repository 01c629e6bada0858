import { EMPLOYMENT_TYPE_LABELS } from '@kontor/core/payroll/employment';
import { formatEuro } from '@kontor/core/payroll/money';

/** Texts of the pay screens (Mitarbeiter: 'Lohn und Beschäftigung'; docs/payroll.md). */
export const messages = {
  column: 'Lohn und Beschäftigung',
  open: 'Lohn und Beschäftigung',
  openFor: (name: string) => `Lohn und Beschäftigung: ${name}`,
  noPay: 'Kein Lohn erfasst',
  onlyFuture: (date: string) => `Lohn ab ${date}`,
  personnelNumberShort: (n: number) => `Nr. ${n}`,
  findingsBadge: (n: number) => (n === 1 ? '1 Hinweis' : `${n} Hinweise`),
  employmentTypes: EMPLOYMENT_TYPE_LABELS,
  pay: (kind: 'hourly' | 'monthly', cents: number, hours: number | null) =>
    kind === 'hourly'
      ? `${formatEuro(cents)} / Std.`
      : `${formatEuro(cents)} / Monat (${(hours ?? 0).toLocaleString('de-DE')} Std.)`,
  perHour: (cents: number) => `= ${formatEuro(cents)} je Stunde`,
  personnel: {
    title: 'Personalnummer',
    label: 'Personalnummer',
    hint: 'Wie in DATEV LODAS: 1 bis 99999, im Projekt nur einmal vergeben.',
    save: 'Speichern',
    saved: 'Personalnummer gespeichert',
    none: 'Keine Personalnummer',
  },
  history: {
    title: 'Lohnverlauf',
    label: 'Lohnverlauf',
    hint: 'Einträge werden nie überschrieben: Eine Änderung oder Korrektur ist ein neuer Eintrag. Ein Eintrag, der erst nach heute beginnt, kann gelöscht werden.',
    empty: 'Noch kein Lohn erfasst. Legen Sie mit „Neuer Lohn ab …“ den ersten Eintrag an.',
    columns: {
      validFrom: 'Gültig ab',
      employment: 'Beschäftigung',
      pay: 'Vergütung',
      recorded: 'Erfasst',
      state: 'Status',
    },
    states: {
      current: 'gilt heute',
      future: 'künftig',
      past: 'abgelöst',
      corrected: 'korrigiert',
      deleted: 'gelöscht',
    },
    recordedBy: (when: string, name: string | null) =>
      name === null ? when : `${when}, ${name || 'Gelöschter Nutzer'}`,
    deletedBy: (when: string, name: string | null) =>
      `Gelöscht ${when}${name === null ? '' : `, ${name || 'Gelöschter Nutzer'}`}`,
    delete: 'Löschen',
    deleteLabel: (date: string) => `Lohn ab ${date} löschen`,
    deleteTitle: 'Künftigen Lohn löschen',
    deleteConfirm: (date: string) =>
      `Möchten Sie den Lohn ab ${date} löschen? Der Eintrag bleibt im Verlauf als gelöscht sichtbar.`,
    deleted: 'Lohn gelöscht',
  },
  wage: {
    open: 'Neuer Lohn ab …',
    title: (name: string) => `Neuer Lohn ab …: ${name}`,
    validFrom: 'Gültig ab',
    employmentType: 'Beschäftigungsart',
    kind: 'Vergütung',
    hourly: 'Stundenlohn',
    monthly: 'Monatsgehalt',
    amountHourly: 'Stundenlohn (€)',
    amountMonthly: 'Monatsgehalt (€)',
    monthlyHours: 'Vertragliche Stunden im Monat',
    monthlyHoursHint: 'Bei 40 Wochenstunden sind es 173,33 Stunden (40 × 13 ÷ 3).',
    note: 'Bemerkung (z. B. „Korrektur“)',
    correctionHint:
      'Zur Korrektur eines falschen Eintrags legen Sie einen neuen mit demselben Datum an: Der neuere gilt.',
    minimum: (cents: number) => `Gesetzlicher Mindestlohn heute: ${formatEuro(cents)} je Stunde`,
    submit: 'Lohn speichern',
    saved: 'Lohn gespeichert',
  },
  settings: {
    open: 'Lohneinstellungen',
    title: 'Lohneinstellungen',
    schwarzArbG: 'Branche nach § 2a SchwarzArbG',
    schwarzArbGHint:
      'Dann gilt die Aufzeichnungspflicht nach § 17 MiLoG für alle Mitarbeiter, nicht nur für Minijobs und kurzfristig Beschäftigte.',
    defaultOn: 'Voreinstellung: an (das Projekt betreut Objekte, z. B. Gebäudereinigung)',
    defaultOff: 'Voreinstellung: aus',
    sector: 'Branchenmindestlohn',
    sectorHint:
      'Ein höherer Mindestlohn der Branche (z. B. nach Tarifvertrag), je ab einem Datum. Es gilt der höhere der beiden.',
    sectorEmpty: 'Kein Branchenmindestlohn hinterlegt.',
    sectorFrom: 'Gültig ab',
    sectorAmount: 'Stundenlohn (€)',
    sectorAdd: 'Branchenmindestlohn hinzufügen',
    sectorRemove: (n: number) => `Branchenmindestlohn ${n} entfernen`,
    statutory: (min: number, limit: number) =>
      `Heute: gesetzlicher Mindestlohn ${formatEuro(min)} je Stunde, Minijob-Grenze ${formatEuro(limit)} im Monat.`,
    submit: 'Speichern',
    saved: 'Lohneinstellungen gespeichert',
  },
  current: 'Gilt heute',
  findings: 'Hinweise',
  close: 'Schließen',
  readOnly: 'Änderungen nimmt das Büro im Bereich „Mitarbeiter“ vor.',
} as const;

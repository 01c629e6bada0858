import type { WageFigure } from './wage-figures.ts';

/** The figures' names as the Lohnarten settings and the preview show them. */
export const WAGE_FIGURE_LABELS: Record<WageFigure, string> = {
  work: 'Arbeitsstunden',
  overtime: 'Überstunden (positiver Monatssaldo)',
  vacation: 'Urlaub',
  illness: 'Krankheit',
  holiday: 'Feiertag (§ 2 EFZG)',
  paidAbsence: 'Freistellung (bezahlte Abwesenheit)',
  compensation: 'Ausgleich (aus dem Zeitkonto)',
};

/** Texts of the LODAS settings and export, and of the server's refusals. */
export const lodasMessages = {
  wageType: 'Bitte eine Lohnart von 1 bis 9999 angeben (oder leer lassen: nicht übertragen)',
  consultantNumber: 'Die Beraternummer hat 4 bis 7 Stellen (1001 bis 9999999)',
  clientNumber: 'Die Mandantennummer liegt zwischen 1 und 99999',
  surchargeUnknown: 'Diesen Zuschlag gibt es in diesem Projekt nicht',
  surchargesMax: 'Höchstens 500 Zuschläge',
  conflict: 'Die Einstellungen wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
  adminOnly: 'Nur die Administration kann die Lohnarten ändern.',
  settingsMissing:
    'Bitte tragen Sie zuerst Beraternummer und Mandantennummer unter „Lohnarten“ ein.',
  refused: (count: number) =>
    count === 1
      ? 'Der Export ist nicht möglich: 1 Mitarbeiter hat keine Personalnummer oder keinen Lohn.'
      : `Der Export ist nicht möglich: ${count} Mitarbeiter haben keine Personalnummer oder keinen Lohn.`,
  noPersonnelNumber: 'keine Personalnummer',
  noWage: 'kein Lohn im Monat',
  nothingToExport: 'In diesem Monat gibt es keine Zeiten zu übertragen.',
  checksumChanged:
    'Die Zahlen des Monats haben sich seit der Vorschau geändert. Bitte prüfen Sie die neue Vorschau.',
  checksum: 'Bitte die Prüfsumme der Vorschau mitsenden',
} as const;

/** Texts of the 'Prüfexport' screen (docs/payroll.md). */
export const inspectionExportTexts = {
  open: 'Prüfexport',
  title: 'Prüfexport',
  description:
    'Arbeitszeiten, Zeitpunkt der Erfassung und Änderungsverlauf für eine Prüfung durch den Zoll (FKS, § 17 MiLoG)',
  back: 'Zurück zur Zeiterfassung',
  all: 'Alle Mitarbeiter',
  allDescription: 'Jeder mit einem Zeiterfassungs-Record im Zeitraum',
  employees: 'Mitarbeiter',
  employeesPlaceholder: 'Mitarbeiter auswählen',
  from: 'Von',
  to: 'Bis',
  periodHint: 'Höchstens zwei Jahre zurück (Aufbewahrung nach § 17 Abs. 1 MiLoG), bis heute',
  pdf: 'PDF herunterladen',
  csv: 'CSV herunterladen',
  rendering: (kind: string) => `Der Prüfexport (${kind}) wird erstellt …`,
  done: 'Prüfexport heruntergeladen',
  staffOnly: 'Den Prüfexport erstellen Büro und Administration.',
  contents: 'Der Export enthält',
  contentItems: [
    'je Mitarbeiter Personalnummer und Beschäftigungsart',
    'je Arbeitstag Beginn, Ende, Pausen und Dauer, wann und von wem die Zeit erfasst wurde, und den Hinweis „Aufzeichnung verspätet (§ 17 MiLoG)“',
    'die Summen je Monat',
    'jede Erstellung, Änderung und Löschung im Zeitraum (wann, wer, alt → neu, Grund)',
    'das Ergebnis der Prüfung der Hash-Kette des Änderungsverlaufs',
  ],
} as const;

/** Every text of the DATEV LODAS screen and its 'Lohnarten' dialog. */
export const messages = {
  title: 'DATEV LODAS',
  description:
    'Bewegungsdaten eines Monats für das Lohnprogramm Ihres Steuerbüros: eine Zeile je Mitarbeiter und Lohnart.',
  month: 'Monat',
  back: 'Zur Mitarbeiterübersicht',
  download: 'LODAS-Datei herunterladen',
  downloaded: 'LODAS-Datei erstellt',
  loadFailed: 'Die Vorschau konnte nicht geladen werden.',
  preview: 'Vorschau der Bewegungsdaten',
  empty: 'In diesem Monat gibt es keine Zeiten zu übertragen.',
  countedUntil: (date: string) => `Gezählt bis ${date} (der Monat läuft noch).`,
  notReady: 'Bitte tragen Sie zuerst Beraternummer und Mandantennummer unter „Lohnarten“ ein.',
  refusedTitle: 'Diese Mitarbeiter verhindern den Export',
  refusedHint:
    'Tragen Sie unter Mitarbeiter → „Lohn und Beschäftigung“ die Personalnummer und den Lohn ein.',
  lastExport: (when: string, who: string | null) =>
    `Zuletzt exportiert am ${when}${who ? ` von ${who}` : ''}.`,
  notExported: 'Dieser Monat wurde noch nicht exportiert.',
  changesTitle: 'Seit dem letzten Export geändert',
  changesHint:
    'Diese Zahlen weichen vom letzten Export ab. Geben Sie Ihrem Steuerbüro die neue Datei (oder die Unterschiede).',
  columns: {
    employee: 'Mitarbeiter',
    personnelNumber: 'Personalnummer',
    wageType: 'Lohnart',
    label: 'Inhalt',
    hours: 'Stunden',
    before: 'Bisher',
    after: 'Neu',
    reasons: 'Es fehlt',
  },
  hours: (centi: number | null) => (centi === null ? '–' : formatCenti(centi)),
  settings: {
    open: 'Lohnarten',
    title: 'Lohnarten für DATEV LODAS',
    submit: 'Speichern',
    saved: 'Lohnarten gespeichert',
    readOnly: 'Nur die Administration kann die Lohnarten ändern.',
    consultantNumber: 'Beraternummer',
    consultantHint: '4 bis 7 Stellen, von Ihrem Steuerbüro',
    clientNumber: 'Mandantennummer',
    clientHint: '1 bis 99999, von Ihrem Steuerbüro',
    figures: 'Zeiten und Abwesenheiten',
    surcharges: 'Zuschläge',
    noSurcharges: 'Dieses Projekt hat keine Zuschläge.',
    hint: 'Lohnart 1 bis 9999. Leer lassen: wird nicht übertragen. Stimmen Sie die Nummern mit Ihrem Steuerbüro ab.',
    proposal: (n: number) => `Vorschlag: ${n}`,
    archived: 'archiviert',
    useProposals: 'Vorschläge übernehmen',
  },
} as const;

/** Hundredths of hours as the file writes them: 950 → '9,50'. */
export function formatCenti(centi: number): string {
  return (centi / 100).toFixed(2).replace('.', ',');
}

/** German texts of the Parse import (terminal, report, CSV); issue 30, docs/import.md. */
export const importMessages = {
  usage:
    'Aufruf: npm run import:parse -- --server-url <URL> --app-id <ID> [--master-key <Schlüssel>] [--project <Name>] [--dry-run] [--csv <Datei>]\n' +
    'Der Master-Key kann statt --master-key in der Umgebungsvariable PARSE_MASTER_KEY stehen.',
  unknownOption: (option: string) => `Unbekannte Option: ${option}`,
  missing: (option: string) => `Es fehlt ${option}.`,
  badServerUrl: 'Die --server-url ist keine http- oder https-Adresse.',
  sourceAnswered: (what: string, status: number, text: string) =>
    `Die Quelle antwortete auf ${what} mit ${status}${text ? `: ${text}` : ''}.`,
  sourceUnreachable: (what: string, reason: string) =>
    `Die Quelle ist für ${what} nicht erreichbar: ${reason}`,
  sourceNotJson: (what: string) => `Die Antwort der Quelle auf ${what} ist kein gültiges JSON.`,
  noSourceProject:
    'Die Quelle enthält kein Projekt; bitte geben Sie mit --project an, in welches Projekt importiert wird.',
  severalSourceProjects: (names: string) =>
    `Die Quelle enthält mehrere Projekte (${names}); bitte wählen Sie eines mit --project <Name>.`,
  noMatchingSourceProject: (name: string, names: string) =>
    `Die Quelle enthält mehrere Projekte (${names}), keines heißt „${name}“.`,
  severalTargets: (name: string) =>
    `In Kontor gibt es mehrere Projekte „${name}“; bitte benennen Sie eines um.`,
  failed: (message: string) => `Import abgebrochen: ${message}`,
  upsertFailed: (message: string) => `Fehler beim Übernehmen: ${message}`,
  fileUnreachable: (url: string, reason: string) => `Datei nicht erreichbar: ${url} (${reason})`,
  fileStatus: (status: number) => `Antwort ${status}`,
  /** A changed source file that could not be fetched: the object keeps its old file and is tried again next run. */
  replacedFileUnreachable: (url: string) =>
    `Neue Datei nicht erreichbar (file → ${url}); die bisherige Datei bleibt, der nächste Import versucht es wieder`,
  fileRejected: 'Dateityp nicht erlaubt oder Datei beschädigt',
  fileTooLarge: 'Datei zu groß',
  duplicateImporter: (className: string) => `Für die Klasse ${className} gibt es zwei Importer.`,
  dependencyCycle: (classes: string) => `Die Klassen hängen im Kreis voneinander ab: ${classes}.`,
  // The report
  reportTitle: (dryRun: boolean) =>
    dryRun ? 'Probelauf (--dry-run): nichts wurde gespeichert.' : 'Import abgeschlossen.',
  reportCancelled: 'Der Import wurde abgebrochen; ein neuer Lauf setzt fort.',
  reportTarget: (name: string) => `Zielprojekt: ${name}`,
  reportHeader: ['Klasse', 'gelesen', 'angelegt', 'aktualisiert', 'unverändert', 'übersprungen'],
  reportSkipped: 'übersprungen',
  reportNote: 'Hinweis',
  csvHeader: ['Klasse', 'Objekt-ID', 'Art', 'Anzahl', 'Text'],
  csvKinds: {
    read: 'gelesen',
    created: 'angelegt',
    updated: 'aktualisiert',
    unchanged: 'unverändert',
    skipped: 'übersprungen',
  },
} as const;

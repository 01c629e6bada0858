/** What `npm run backup` and `npm run restore` tell the operator (German, like every user text). */
export const backupMessages = {
  backupUsage: 'Aufruf: npm run backup [-- <Ordner oder Datei.tar>]',
  restoreUsage: 'Aufruf: npm run restore -- <Sicherung.tar> [--force]',
  unknownOption: (option: string) => `Unbekannte Option: ${option}`,
  written: (file: string, files: number, size: string) =>
    `Sicherung geschrieben: ${file} (Datenbank und ${files} Dateien, ${size})`,
  noDatabase: (dir: string) =>
    `In ${dir} liegt keine eingebettete Datenbank. Stimmt DATA_DIR (oder fehlt DATABASE_URL)?`,
  skippedKey: (key: string) => `Übersprungen (kein Kontor-Dateiname): ${key}`,
  vanished: (key: string) => `Übersprungen (während der Sicherung gelöscht): ${key}`,
  noArchive: (file: string) => `Die Sicherung ${file} gibt es nicht.`,
  notAnArchive: (detail: string) => `Die Datei ist keine lesbare Kontor-Sicherung: ${detail}`,
  badManifest: 'Die Sicherung hat kein gültiges manifest.json.',
  unknownFormat: (version: number) =>
    `Die Sicherung hat das Format ${version}; diese Kontor-Version kennt nur Format 1.`,
  corrupt: (entry: string) =>
    `Die Sicherung ist beschädigt: ${entry} stimmt nicht mit der Prüfsumme im Manifest überein. ` +
    'Es wurde nichts verändert.',
  missing: (entry: string) =>
    `Die Sicherung ist unvollständig: ${entry} fehlt. Es wurde nichts verändert.`,
  unexpected: (entry: string) =>
    `Die Sicherung enthält eine Datei, die das Manifest nicht nennt: ${entry}. Es wurde nichts verändert.`,
  newerMigrations: (backup: string, code: string) =>
    `Die Sicherung stammt von einer neueren Kontor-Version (letzte Migration ${backup}); diese ` +
    `Installation kennt Migrationen nur bis ${code}. Aktualisieren Sie Kontor und versuchen Sie es erneut.`,
  pgliteIntoPostgres:
    'Die Sicherung enthält die eingebettete Datenbank (PGlite); sie lässt sich nur in eine ' +
    'Installation ohne DATABASE_URL zurückspielen.',
  postgresIntoPglite:
    'Die Sicherung enthält eine PostgreSQL-Datenbank; setzen Sie DATABASE_URL auf eine leere ' +
    'PostgreSQL-Datenbank.',
  notEmpty: (what: string[]) =>
    `Die Installation ist nicht leer: ${what.join('; ')}. Die Wiederherstellung würde diese Daten ` +
    'ersetzen. Mit --force werden sie gelöscht und durch die Sicherung ersetzt.',
  replacing: (what: string[]) =>
    `Wird gelöscht und durch die Sicherung ersetzt: ${what.join('; ')}.`,
  pgliteData: (dir: string) => `die eingebettete Datenbank in ${dir}`,
  postgresData: (tables: number, users: number) =>
    `die PostgreSQL-Datenbank (${tables} Tabellen, ${users} Nutzer)`,
  storedFiles: (count: number, where: string) => `${count} gespeicherte Dateien (${where})`,
  restored: (files: number, createdAt: string) =>
    `Wiederhergestellt: die Datenbank und ${files} Dateien aus der Sicherung vom ${createdAt}. ` +
    'Beim nächsten Start spielt Kontor fehlende Migrationen ein.',
  toolMissing: (tool: string) =>
    `${tool} wurde nicht gefunden. Installieren Sie die PostgreSQL-Client-Programme (Debian: ` +
    `postgresql-client) in der Version des Servers oder neuer, oder nehmen Sie ihren Ordner in PATH auf.`,
  toolFailed: (tool: string, detail: string) => `${tool} ist fehlgeschlagen: ${detail}`,
  failed: (detail: string) => `Fehlgeschlagen: ${detail}`,
};

/** German texts of the Project, _Role and _User importers' report lines (docs/import.md). */
export const importerMessages = {
  otherProject: (name: string) =>
    `Gehört zu einem anderen Projekt der Quelle; importiert wird „${name}“.`,
  logoLater: 'Das Logo wird nicht übernommen; bitte wählen Sie es nach dem Import neu.',
  brokenPointer: (field: string, className: string, id: string) =>
    `Verweis ${field} auf ${className} „${id}“ zeigt auf kein importiertes Objekt.`,
  notInProject: 'Gehört zu keinem importierten Projekt.',
  nameMissing: 'Kein Name.',
  roleType: (type: string) =>
    `Unbekannter Rollentyp „${type}“ (erwartet: worker, office oder admin).`,
  roleColor: (color: string) => `Farbe „${color}“ gibt es in Kontor nicht; die Rolle wird blau.`,
  roleJoined: (name: string) => `Die vorhandene Rolle „${name}“ wurde übernommen.`,
  moduleMissing: (id: string) => `Modul „${id}“ wurde nicht importiert; die Rolle erhält es nicht.`,
  emailInvalid: (value: string) => `Keine gültige E-Mail-Adresse: „${value}“.`,
  accountJoined: (email: string) =>
    `Ein Konto mit ${email} gab es schon: es wurde dem Projekt zugeordnet, seine Kontodaten (Name, Passwort) blieben unverändert.`,
  nameTaken: (name: string) => `Der Name „${name}“ ist im Projekt schon vergeben.`,
  noRole: 'Keine Rolle in der Quelle; der Nutzer erhält die Standardrolle.',
  superuserNotCarried: 'Das Superuser-Recht wird nicht übernommen.',
  deletedAccount: (email: string) =>
    `Das Konto mit ${email} wurde in Kontor gelöscht und wird nicht wieder angelegt.`,
} as const;

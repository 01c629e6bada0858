/** German texts of the HTTP layer (area texts live in the core schemas' message objects). */
export const httpMessages = {
  validation: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  notFound: 'Die angeforderte Adresse existiert nicht.',
  tooLarge: 'Die Anfrage ist zu groß.',
  uriTooLong: 'Die Adresse ist zu lang.',
  headersTooLarge: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.',
  unsupportedMediaType: 'Dieses Datenformat wird nicht unterstützt.',
  badRequest: 'Die Anfrage ist ungültig.',
  bodyNotObject: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
  foreignOrigin:
    'Die Anfrage wurde abgelehnt, weil sie nicht von einer Seite dieser Anwendung stammt.',
  brokenUpload: 'Die Übertragung war unvollständig oder fehlerhaft. Bitte versuchen Sie es erneut.',
  internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  databaseUnavailable: 'Die Datenbank ist nicht erreichbar.',
} as const;

/** Why an outgoing request (deploy hook) was not made; shown in its log and beside its field. */
export const outgoingMessages = {
  internal: (host: string) =>
    `Die Adresse ${host} liegt in einem internen Netz und wird nicht aufgerufen.`,
  notHttp: 'Nur http- und https-Adressen werden aufgerufen.',
  unresolved: (host: string) =>
    `Der Name ${host} ist nicht auflösbar; die Adresse kann nicht aufgerufen werden.`,
  tooManyRedirects: (max: number) => `Mehr als ${max} Weiterleitungen.`,
  otherHost: (host: string) =>
    `Die Adresse ${host} gehört nicht zum erlaubten Server und wird nicht aufgerufen.`,
} as const;

/** German texts of the HTTP layer (area texts live in the core schemas' message objects). */
export const httpMessages = {
  validation: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  notFound: 'Die angeforderte Adresse existiert nicht.',
  tooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Dieses Datenformat wird nicht unterstützt.',
  badRequest: 'Die Anfrage ist ungültig.',
  brokenUpload: 'Die Übertragung war unvollständig oder fehlerhaft. Bitte versuchen Sie es erneut.',
  internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  databaseUnavailable: 'Die Datenbank ist nicht erreichbar.',
} as const;

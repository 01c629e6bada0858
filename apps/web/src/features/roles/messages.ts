import { roleMessages } from '@kontor/core/schemas/roles';
import type { RoleType } from '@kontor/core/schemas/projects';

/** Texts of the 'Rollen' tab of the project administration (spec 001 §2, §6, §8). */
export const messages = {
  ...roleMessages,
  newRole: 'Neue Rolle erstellen',
  editRole: 'Rolle bearbeiten',
  edit: 'Bearbeiten',
  tableLabel: 'Rollen',
  name: 'Name',
  type: 'Art',
  color: 'Farbe',
  isDefault: 'Standard',
  isDefaultHint: 'Neue Nutzer erhalten diese Rolle vorausgewählt.',
  defaultLocked:
    'Die Standardrolle wechseln Sie, indem Sie eine andere Rolle als Standard festlegen.',
  modules: 'Module',
  modulesHint: 'Höchstens 100 Module; nur Module, die Ihre eigene Rolle öffnet.',
  noModules: 'Keine Module',
  members: 'Nutzer',
  yes: 'Ja',
  empty: 'Keine Rollen vorhanden',
  create: 'Erstellen',
  save: 'Speichern',
  close: 'Schließen',
  delete: 'Rolle löschen',
  deleteTitle: 'Rolle löschen',
  deleteConfirm:
    'Möchten Sie diese Rolle wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
  deleting: 'lädt...',
} as const;

export const roleTypeLabels: Record<RoleType, string> = {
  admin: 'Administrator',
  office: 'Büro',
  worker: 'Arbeiter',
};

export const colorLabels: Record<string, string> = {
  blue: 'Blau',
  gray: 'Grau',
  red: 'Rot',
  pink: 'Pink',
  grape: 'Traube',
  violet: 'Violett',
  indigo: 'Indigo',
  cyan: 'Cyan',
  teal: 'Petrol',
  green: 'Grün',
  lime: 'Limette',
  yellow: 'Gelb',
  orange: 'Orange',
};

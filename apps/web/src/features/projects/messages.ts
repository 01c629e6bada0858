import { projectMessages } from '@kontor/core/schemas/projects';

/** Texts of the dashboard and the project dialog (spec 001 §2 "Shell", spec 000 §2). */
export const messages = {
  ...projectMessages,
  dashboardTitle: 'Dashboard',
  dashboardDescription: 'Wähle ein Modul',
  newProject: 'Neues Projekt',
  newProjectTitle: 'Neues Projekt erstellen',
  name: 'Name',
  description: 'Beschreibung',
  logo: 'Logo',
  logoPlaceholder:
    'Das Logo laden Sie nach dem Erstellen über „Projekt bearbeiten“ auf dem Dashboard hoch.',
  create: 'Erstellen',
  cancel: 'Abbrechen',
  noModules: 'In diesem Projekt sind für Sie noch keine Module freigeschaltet.',
  noProject: 'Sie sind noch keinem Projekt zugeordnet.',
  noProjectSuperuser: 'Es gibt noch kein Projekt. Legen Sie mit „Neues Projekt“ das erste an.',
  openModule: 'Öffnen',
  editProject: 'Projekt bearbeiten',
  save: 'Speichern',
  portrait: 'Profilbild',
  portraitSaved: 'Profilbild aktualisiert',
  portraitHint: 'Ihr Bild in diesem Projekt, z. B. in Mitarbeiterlisten.',
} as const;

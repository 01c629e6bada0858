// German texts of the task and ticket states: labels, page titles and the reasons a server
// answers with 409 when a step or an edit is not allowed in the record's state.

export const TASK_STATE_LABELS = {
  created: 'Erstellt',
  assigned: 'Zugewiesen',
  executed: 'Ausgeführt',
  completed: 'Erledigt',
  archived: 'Archiviert',
} as const;

export const TASK_PAGE_TITLES = {
  active: 'Aktive Aufgaben',
  executed: 'Ausgeführte Aufgaben',
  completed: 'Erledigte Aufgaben',
  archived: 'Archivierte Aufgaben',
} as const;

export const TICKET_STATE_LABELS = {
  open: 'Offen',
  in_progress: 'In Bearbeitung',
  closed: 'Erledigt',
} as const;

export const TICKET_PAGE_TITLES = {
  open: 'Aktive Tickets',
  in_progress: 'Ausgeführte Tickets',
  closed: 'Erledigte Tickets',
  archived: 'Archivierte Tickets',
} as const;

export const taskStateMessages = {
  alreadyExecuted: 'Die Aufgabe ist bereits als ausgeführt markiert.',
  executeNotAssigned: 'Nur zugewiesene Aufgaben können als ausgeführt markiert werden.',
  notOwnTask: 'Sie können nur Aufgaben als ausgeführt markieren, die Ihnen zugewiesen sind.',
  closeNotExecuted: 'Nur ausgeführte Aufgaben können geschlossen werden.',
  archiveNotCompleted: 'Nur erledigte Aufgaben können archiviert werden.',
  editTitle: 'Der Titel kann nur bei aktiven Aufgaben geändert werden.',
  editDescription: 'Die Beschreibung kann nur bei aktiven Aufgaben geändert werden.',
  editProperty: 'Das Objekt kann nur bei aktiven Aufgaben geändert werden.',
  editStaff: 'Die Mitarbeiter können nur bei aktiven Aufgaben geändert werden.',
  editSchedule: 'Der Termin kann nur bei zugewiesenen Aufgaben geändert werden.',
} as const;

export const ticketStateMessages = {
  startNotOpen: 'Nur offene Tickets können in Bearbeitung genommen werden.',
  closeNotInProgress: 'Nur Tickets in Bearbeitung können geschlossen werden.',
  archiveNotClosed: 'Nur erledigte Tickets können archiviert werden.',
  alreadyArchived: 'Das Ticket ist bereits archiviert.',
  deleteNotClosed: 'Nur erledigte Tickets können gelöscht werden.',
  archivedReadOnly: 'Archivierte Tickets können nicht mehr geändert werden.',
  addTaskClosed: 'Zu einem erledigten Ticket kann keine Aufgabe hinzugefügt werden.',
  addTaskLinked: 'Das Ticket ist bereits mit einer Aufgabe verknüpft.',
} as const;

export const ABSENCE_STATE_LABELS = {
  created: 'Angelegt',
  submitted: 'Eingereicht',
  approved: 'Genehmigt',
  refused: 'Abgelehnt',
} as const;

export const absenceStateMessages = {
  submitNotCreated: 'Nur eine angelegte oder abgelehnte Abwesenheit kann eingereicht werden.',
  submitNotOwn: 'Sie können nur Ihre eigenen Abwesenheiten einreichen.',
  approveNotStaff: 'Nur das Büro oder ein Administrator kann Abwesenheiten genehmigen.',
  approveOwn:
    'Eine eigene Abwesenheit kann nicht selbst genehmigt werden. Bitte lassen Sie sie von einer anderen Person genehmigen.',
  approveNotSubmitted: 'Nur eine eingereichte Abwesenheit kann genehmigt werden.',
  refuseNotStaff: 'Nur das Büro oder ein Administrator kann Abwesenheiten ablehnen.',
  refuseOwn: 'Eine eigene Abwesenheit kann nicht selbst abgelehnt werden.',
  refuseNotSubmitted: 'Nur eine eingereichte Abwesenheit kann abgelehnt werden.',
  approvedLocked: 'Eine genehmigte Abwesenheit kann nicht mehr geändert werden.',
} as const;

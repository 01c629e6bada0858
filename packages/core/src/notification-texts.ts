/**
 * The German title and body of every notification kind ('Nachrichten', spec 001 §2), composed
 * when the event happens and stored with the message. Free of zod, so the server, the web app
 * and the service worker can use them without the schemas. Bodies are short plain text.
 */
import type { NotificationKind } from './schemas/notifications.ts';
import { formatDate } from './time-tracking/format.ts';
import { ABSENCE_TYPE_LABELS } from './time-tracking/messages.ts';
import type { AbsenceType } from './time-tracking/types.ts';

export interface NotificationText {
  title: string;
  body: string;
}

export const NOTIFICATION_TITLES: Record<NotificationKind, string> = {
  'task-assigned': 'Neue Aufgabe',
  'task-executed': 'Aufgabe ausgeführt',
  'ticket-created': 'Neues Ticket',
  'absence-submitted': 'Abwesenheit eingereicht',
  'absence-approved': 'Abwesenheit genehmigt',
  'absence-refused': 'Abwesenheit abgelehnt',
  'member-joined': 'Neues Mitglied',
  'history-tampered': 'Verlauf der Zeiterfassung verändert',
  'form-submitted': 'Neue Einsendung',
};

/** What stands before the reason in an 'Abwesenheit abgelehnt' message. */
const REASON_MARK = '\nBegründung: ';

/** An absence as its messages name it. */
export interface AbsenceSummary {
  type: AbsenceType;
  startDate: string;
  endDate: string;
}

/** 'Urlaub 01.12.2026 – 05.12.2026'; one day: 'Krankheit 03.12.2026'. */
export function absenceSummary(absence: AbsenceSummary): string {
  const start = formatDate(absence.startDate);
  const period =
    absence.startDate === absence.endDate ? start : `${start} – ${formatDate(absence.endDate)}`;
  return `${ABSENCE_TYPE_LABELS[absence.type]} ${period}`;
}

/** A record and the property it belongs to: 'Treppenhaus reinigen – Hauptstraße 1'. */
const withProperty = (title: string, propertyName: string) =>
  propertyName ? `${title} – ${propertyName}` : title;

const text = (kind: NotificationKind, body: string): NotificationText => ({
  title: NOTIFICATION_TITLES[kind],
  body,
});

export const notificationTexts = {
  taskAssigned: (task: { title: string; propertyName: string }) =>
    text('task-assigned', withProperty(task.title, task.propertyName)),
  taskExecuted: (task: { title: string }, workerName: string) =>
    text('task-executed', `${workerName} hat „${task.title}“ als ausgeführt gemeldet`),
  ticketCreated: (ticket: { title: string; propertyName: string }) =>
    text('ticket-created', withProperty(ticket.title, ticket.propertyName)),
  absenceSubmitted: (absence: AbsenceSummary, ownerName: string) =>
    text('absence-submitted', `${ownerName}: ${absenceSummary(absence)}`),
  absenceApproved: (absence: AbsenceSummary) =>
    text('absence-approved', `${absenceSummary(absence)} wurde genehmigt.`),
  /** The reason, when given, on a second line. */
  absenceRefused: (absence: AbsenceSummary, reason?: string | null) =>
    text(
      'absence-refused',
      `${absenceSummary(absence)} wurde abgelehnt.${reason ? `${REASON_MARK}${reason}` : ''}`,
    ),
  /** The form's name and the submission's number, as the notification mail's subject has them. */
  formSubmitted: (formName: string, submissionId: string) =>
    text('form-submitted', `${formName} (Nr. ${submissionId})`),
  memberJoined: (name: string) => text('member-joined', `${name} hat die Einladung angenommen`),
  /** The nightly check found a history row changed outside Kontor (directly in the database). */
  historyTampered: (seq: number, broken: number) =>
    text(
      'history-tampered',
      `Die Prüfung hat ${broken === 1 ? 'einen veränderten Eintrag' : `${broken} veränderte Einträge`} im Verlauf gefunden (zuerst Nr. ${seq}). Der Verlauf wurde außerhalb von Kontor geändert.`,
    ),
} as const;

import { TICKET_STATE_LABELS, ticketStateMessages as m } from './messages.ts';
import { allow, refuse, type Outcome } from './outcome.ts';

export const TICKET_STATES = ['open', 'in_progress', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** A ticket's state and its separate archived flag (spec §4). */
export interface TicketStatus {
  state: TicketState;
  archived: boolean;
}

export const NEW_TICKET: TicketStatus = { state: 'open', archived: false };

export const TICKET_PAGES = ['open', 'in_progress', 'closed', 'archived'] as const;
export type TicketPage = (typeof TICKET_PAGES)[number];

/** Archived tickets have their own page whatever their state. */
export const ticketPageOf = (ticket: TicketStatus): TicketPage =>
  ticket.archived ? 'archived' : ticket.state;

/** The spec's is_closed field, derived from the state. */
export const isTicketClosed = (state: TicketState): boolean => state === 'closed';

export const ticketStateLabel = (state: TicketState): string => TICKET_STATE_LABELS[state];

export type TicketRefusalCode =
  | 'startNotOpen'
  | 'closeNotInProgress'
  | 'archiveNotClosed'
  | 'alreadyArchived'
  | 'deleteNotClosed'
  | 'archivedReadOnly'
  | 'addTaskClosed'
  | 'addTaskLinked';

/** Each code is the key of its reason in `ticketStateMessages`. */
export type TicketOutcome = Outcome<TicketStatus, TicketRefusalCode>;

function unlessArchived(ticket: TicketStatus, step: () => TicketOutcome): TicketOutcome {
  return ticket.archived ? refuse('archivedReadOnly', m.archivedReadOnly) : step();
}

/** Bulk 'In Bearbeitung': open → in_progress. */
export function startTicket(ticket: TicketStatus): TicketOutcome {
  return unlessArchived(ticket, () =>
    ticket.state === 'open'
      ? allow({ state: 'in_progress', archived: false })
      : refuse('startNotOpen', m.startNotOpen),
  );
}

/** Bulk 'Tickets schließen': in_progress → closed. */
export function closeTicket(ticket: TicketStatus): TicketOutcome {
  return unlessArchived(ticket, () =>
    ticket.state === 'in_progress'
      ? allow({ state: 'closed', archived: false })
      : refuse('closeNotInProgress', m.closeNotInProgress),
  );
}

/** Archive (bulk or single): only a closed ticket. */
export function archiveTicket(ticket: TicketStatus): TicketOutcome {
  if (ticket.archived) return refuse('alreadyArchived', m.alreadyArchived);
  return ticket.state === 'closed'
    ? allow({ state: 'closed', archived: true })
    : refuse('archiveNotClosed', m.archiveNotClosed);
}

/** Delete (bulk on the closed page): only closed tickets, archived ones included. */
export function deleteTicket(ticket: TicketStatus): TicketOutcome {
  return ticket.state === 'closed' ? allow(ticket) : refuse('deleteNotClosed', m.deleteNotClosed);
}

/** The state selector of a single ticket: any state, but not on an archived ticket. */
export function setTicketState(ticket: TicketStatus, target: TicketState): TicketOutcome {
  return unlessArchived(ticket, () => allow({ state: target, archived: false }));
}

/** 'Aufgabe hinzufügen': disabled when the ticket is closed or already has its task. */
export function addTaskToTicket(ticket: TicketStatus & { hasTask: boolean }): TicketOutcome {
  if (ticket.state === 'closed' || ticket.archived) return refuse('addTaskClosed', m.addTaskClosed);
  if (ticket.hasTask) return refuse('addTaskLinked', m.addTaskLinked);
  return allow({ state: ticket.state, archived: false });
}

/** The task form's ticket picker lists non-closed tickets without a task. */
export const isPickableTicket = (ticket: TicketStatus & { hasTask: boolean }): boolean =>
  addTaskToTicket(ticket).ok;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticketStateMessages } from './messages.ts';
import {
  NEW_TICKET,
  TICKET_STATES,
  addTaskToTicket,
  archiveTicket,
  closeTicket,
  deleteTicket,
  isPickableTicket,
  isTicketClosed,
  setTicketState,
  startTicket,
  ticketPageOf,
  ticketStateLabel,
  type TicketOutcome,
  type TicketState,
  type TicketStatus,
} from './ticket-states.ts';

const open: TicketStatus = { state: 'open', archived: false };
const inProgress: TicketStatus = { state: 'in_progress', archived: false };
const closed: TicketStatus = { state: 'closed', archived: false };
const archived: TicketStatus = { state: 'closed', archived: true };

function show(outcome: TicketOutcome) {
  if (outcome.ok) return `${outcome.state.state}${outcome.state.archived ? '+archived' : ''}`;
  expect(ticketStateMessages[outcome.code]).toBe(outcome.reason);
  return outcome.reason;
}

describe('ticket pages and labels', () => {
  it('a new ticket is open and not archived', () => {
    expect(NEW_TICKET).toEqual(open);
  });

  it.each([
    [open, 'open', 'Offen'],
    [inProgress, 'in_progress', 'In Bearbeitung'],
    [closed, 'closed', 'Erledigt'],
    [archived, 'archived', 'Erledigt'],
  ])('%j is on page %s, labelled %s', (ticket, page, label) => {
    expect(ticketPageOf(ticket)).toBe(page);
    expect(ticketStateLabel(ticket.state)).toBe(label);
  });

  it.each([
    ['open', false],
    ['in_progress', false],
    ['closed', true],
  ] as const)('is_closed of %s is %s', (state, expected) => {
    expect(isTicketClosed(state)).toBe(expected);
  });
});

describe('ticket steps', () => {
  const ticketsIn = [open, inProgress, closed, archived];
  const table: [string, (t: TicketStatus) => TicketOutcome, string[]][] = [
    [
      "'In Bearbeitung'",
      startTicket,
      [
        'in_progress',
        'Nur offene Tickets können in Bearbeitung genommen werden.',
        'Nur offene Tickets können in Bearbeitung genommen werden.',
        'Archivierte Tickets können nicht mehr geändert werden.',
      ],
    ],
    [
      "'Tickets schließen'",
      closeTicket,
      [
        'Nur Tickets in Bearbeitung können geschlossen werden.',
        'closed',
        'Nur Tickets in Bearbeitung können geschlossen werden.',
        'Archivierte Tickets können nicht mehr geändert werden.',
      ],
    ],
    [
      'archive',
      archiveTicket,
      [
        'Nur erledigte Tickets können archiviert werden.',
        'Nur erledigte Tickets können archiviert werden.',
        'closed+archived',
        'Das Ticket ist bereits archiviert.',
      ],
    ],
    [
      'delete',
      deleteTicket,
      [
        'Nur erledigte Tickets können gelöscht werden.',
        'Nur erledigte Tickets können gelöscht werden.',
        'closed',
        'closed+archived',
      ],
    ],
  ];
  it.each(table)('%s on open, in progress, closed, archived', (_name, step, expected) => {
    expect(ticketsIn.map((ticket) => show(step(ticket)))).toEqual(expected);
  });

  it.each([
    [open, 'closed', 'closed'],
    [closed, 'open', 'open'],
    [inProgress, 'open', 'open'],
    [open, 'open', 'open'],
    [archived, 'open', 'Archivierte Tickets können nicht mehr geändert werden.'],
  ] as const)('the state selector on %j to %s → %s', (ticket, target, expected) => {
    expect(show(setTicketState(ticket, target))).toBe(expected);
  });
});

describe("'Aufgabe hinzufügen' and the ticket picker", () => {
  it.each([
    [open, false, 'open', true],
    [inProgress, false, 'in_progress', true],
    [closed, false, 'Zu einem erledigten Ticket kann keine Aufgabe hinzugefügt werden.', false],
    [archived, false, 'Zu einem erledigten Ticket kann keine Aufgabe hinzugefügt werden.', false],
    [open, true, 'Das Ticket ist bereits mit einer Aufgabe verknüpft.', false],
    [closed, true, 'Zu einem erledigten Ticket kann keine Aufgabe hinzugefügt werden.', false],
  ])('%j with task %s → %s, pickable %s', (ticket, hasTask, expected, pickable) => {
    expect(show(addTaskToTicket({ ...ticket, hasTask }))).toBe(expected);
    expect(isPickableTicket({ ...ticket, hasTask })).toBe(pickable);
  });
});

describe('properties', () => {
  const steps: fc.Arbitrary<(t: TicketStatus) => TicketOutcome> = fc.oneof(
    fc.constant(startTicket),
    fc.constant(closeTicket),
    fc.constant(archiveTicket),
    fc
      .constantFrom<TicketState>(...TICKET_STATES)
      .map((target) => (t: TicketStatus) => setTicketState(t, target)),
  );

  it('only closed tickets are ever archived, and archived tickets never change', () => {
    fc.assert(
      fc.property(fc.array(steps, { maxLength: 30 }), (sequence) => {
        let ticket = NEW_TICKET;
        for (const step of sequence) {
          const outcome = step(ticket);
          if (ticket.archived) expect(outcome.ok).toBe(false);
          if (!outcome.ok) continue;
          ticket = outcome.state;
          if (ticket.archived) expect(ticket.state).toBe('closed');
        }
      }),
    );
  });
});

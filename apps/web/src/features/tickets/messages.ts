import { TICKET_PAGE_TITLES } from '@kontor/core/states/messages';
import { ticketMessages } from '@kontor/core/schemas/tickets';

function bulkTexts(label: string, verb: string, done: string, danger = false) {
  return {
    label,
    title: `Ausgewählte Tickets: ${label}`,
    message: (count: number) =>
      count === 1
        ? `Soll das ausgewählte Ticket ${verb} werden?`
        : `Sollen die ${count} ausgewählten Tickets ${verb} werden?`,
    confirmLabel: danger ? 'Endgültig löschen' : label,
    successMessage: (count: number) =>
      count === 1 ? `Ticket ${done}` : `${count} Tickets ${done}`,
  };
}

/** Texts of the ticket screens (spec 000 §2 "Tickets", §5 create ticket, §8). */
export const messages = {
  ...ticketMessages,
  pages: TICKET_PAGE_TITLES,
  list: {
    title: 'Tickets',
    description: 'Meldungen zu den Objekten, vom Eingang bis zur Archivierung',
    create: ticketMessages.newTicket,
    search: 'Suche in Titel und Beschreibung',
    empty: 'Keine Tickets vorhanden',
    emptyFiltered: 'Keine Tickets gefunden',
  },
  columns: {
    title: 'Titel',
    createdAt: 'Erstellt',
    property: 'Objekt',
    createdBy: 'Erstellt von',
    state: 'Status',
    linkedTask: 'Verbundenes Ticket',
    details: 'Details',
  },
  filters: {
    ticket: 'Ticket ID',
    ticketIdInvalid: 'Eine Ticket ID hat 10 Zeichen',
    property: 'Objekt',
    from: 'Von',
    to: 'Bis',
    allProperties: 'Alle Objekte',
  },
  fields: { title: 'Titel', description: 'Beschreibung', property: 'Objekt', images: 'Bilder' },
  create: 'Erstellen',
  created: 'Ticket erfolgreich erstellt',
  taskLinked: 'Aufgabe verknüpft',
  taskLinkLabel: (title: string) => `Aufgabe verknüpft: ${title}`,
  addTaskLabel: (title: string) => `Aufgabe hinzufügen: ${title}`,
  detailsLabel: (title: string) => `Details: ${title}`,
  deletedUser: 'Unbekannt',
  detailsTitle: 'Ticketdetails',
  stateLabel: 'Status',
  stateChanged: 'Status geändert',
  noDescription: 'Keine Beschreibung vorhanden',
  tabs: { comments: 'Kommentare', images: 'Bilder', documents: 'Dokumente' },
  imagesSaved: 'Bilder aktualisiert',
  bulk: {
    start: bulkTexts(ticketMessages.start, 'in Bearbeitung genommen', 'in Bearbeitung'),
    close: bulkTexts(ticketMessages.close, 'geschlossen', 'geschlossen'),
    archive: bulkTexts('Archivieren', 'archiviert', 'archiviert'),
    delete: bulkTexts('Löschen', 'unwiderruflich gelöscht', 'gelöscht', true),
  },
} as const;

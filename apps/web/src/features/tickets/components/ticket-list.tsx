import { Group, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconCheck, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { TICKET_PAGES, type TicketPage } from '@kontor/core/states/ticket-states';
import type { TicketListItem } from '@kontor/core/schemas/tickets';
import { ListPage, type BulkAction } from '../../../components/list/list-page.tsx';
import { RecordIdFilter } from '../../../components/list/record-id-filter.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { parseGermanDate } from '../../../lib/format.ts';
import { useRecordSlots } from '../../../lib/record-slots.ts';
import {
  useBulkTicket,
  usePropertyOptions,
  useReloadTickets,
  useTickets,
  type TicketBulkAction,
} from '../api/tickets.ts';
import { CreateTicketModal } from './create-ticket-modal.tsx';
import { ticketColumns } from './ticket-columns.tsx';
import { TicketDetails } from './ticket-details.tsx';
import { messages } from '../messages.ts';

const LIST: ListStateSpec<'-createdAt', TicketPage> = {
  sorts: ['-createdAt'],
  defaultSort: '-createdAt',
  tabs: TICKET_PAGES,
  filters: ['ticket', 'propertyId', 'from', 'to'],
  defaultPageSize: 20,
};

const BULK_ICONS = {
  start: <IconPlayerPlay size={16} aria-hidden />,
  close: <IconCheck size={16} aria-hidden />,
  archive: <IconArchive size={16} aria-hidden />,
  delete: <IconTrash size={16} aria-hidden />,
};

/** The bulk actions each page offers (spec 000 §4 ticket states). */
const PAGE_ACTIONS: Record<TicketPage, TicketBulkAction[]> = {
  open: ['start'],
  in_progress: ['close'],
  closed: ['archive', 'delete'],
  archived: [],
};

export interface TicketListProps {
  projectId: string;
  /** Inside a property page: that property's tickets, its URL params prefixed. */
  propertyId?: string;
}

/** The ticket pages as tabs with their counts, filters Objekt and Von/Bis. */
export function TicketList({ projectId, propertyId }: TicketListProps) {
  const spec = useMemo(
    () => (propertyId ? { ...LIST, paramPrefix: 'tickets' } : LIST),
    [propertyId],
  );
  const [creating, creatingModal] = useDisclosure(false);
  const [addingTaskFor, setAddingTaskFor] = useState<TicketListItem | null>(null);
  const { ticketTask: TicketTask } = useRecordSlots();
  const reloadTickets = useReloadTickets(projectId);
  const list = useListState(spec);
  const { page, pageSize, search, filters } = list.state;
  const tab = list.state.tab ?? 'open';
  const tickets = useTickets(projectId, {
    page,
    pageSize,
    status: tab,
    search: search || undefined,
    ticket: filters.ticket,
    propertyId: propertyId ?? filters.propertyId,
    from: filters.from,
    to: filters.to,
  });
  const properties = usePropertyOptions(projectId);
  const bulk = useBulkTicket(projectId);

  const closeTaskDialog = () => {
    setAddingTaskFor(null);
    // The row shows the linked task once there is one.
    reloadTickets();
  };
  const counts = tickets.data?.counts;
  const bulkActions: BulkAction[] = PAGE_ACTIONS[tab].map((action) => ({
    texts: messages.bulk[action],
    icon: BULK_ICONS[action],
    danger: action === 'delete',
    run: (id: string) => bulk.mutateAsync({ action, id }),
  }));
  const setFilter = (name: string) => (value: string | null) =>
    list.set({ filters: { [name]: value || null } });

  return (
    <>
      <ListPage
        texts={{ ...messages.list, title: messages.pages[tab] }}
        embedded={Boolean(propertyId)}
        onCreate={creatingModal.open}
        list={list}
        query={tickets}
        tabs={TICKET_PAGES.map((p) => ({ value: p, label: messages.pages[p], count: counts?.[p] }))}
        columns={ticketColumns({
          addTask: setAddingTaskFor,
          openDetails: (id) => list.set({ selected: id }),
        })}
        filters={
          <Group gap="sm" align="end">
            <RecordIdFilter
              label={messages.filters.ticket}
              partialMessage={messages.filters.ticketIdInvalid}
              value={filters.ticket ?? ''}
              onChange={setFilter('ticket')}
            />
            {propertyId ? null : (
              <Select
                label={messages.filters.property}
                placeholder={messages.filters.allProperties}
                clearable
                searchable
                data={properties.data ?? []}
                value={filters.propertyId ?? null}
                onChange={setFilter('propertyId')}
              />
            )}
            <DateInput
              label={messages.filters.from}
              valueFormat="DD.MM.YYYY"
              dateParser={parseGermanDate}
              clearable
              value={filters.from ?? null}
              onChange={setFilter('from')}
            />
            <DateInput
              label={messages.filters.to}
              valueFormat="DD.MM.YYYY"
              dateParser={parseGermanDate}
              clearable
              minDate={filters.from}
              value={filters.to ?? null}
              onChange={setFilter('to')}
            />
          </Group>
        }
        bulkActions={bulkActions.length > 0 ? bulkActions : undefined}
        panel={{
          title: messages.detailsTitle,
          render: (id) => <TicketDetails projectId={projectId} ticketId={id} />,
        }}
      />
      <CreateTicketModal
        projectId={projectId}
        propertyId={propertyId}
        opened={creating}
        onClose={creatingModal.close}
      />
      {TicketTask && addingTaskFor ? (
        <Suspense fallback={null}>
          <TicketTask
            projectId={projectId}
            ticket={addingTaskFor}
            opened
            onClose={closeTaskDialog}
          />
        </Suspense>
      ) : null}
    </>
  );
}

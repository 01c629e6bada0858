import { ActionIcon, Anchor, Badge, Button, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ticketStateLabel } from '@kontor/core/states/ticket-states';
import type { TicketListItem } from '@kontor/core/schemas/tickets';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

const STATE_COLORS = { open: 'blue', in_progress: 'yellow', closed: 'green' } as const;

interface ColumnActions {
  addTask: (ticket: TicketListItem) => void;
  openDetails: (id: string) => void;
}

/** The spec's columns: Titel, Erstellt, Objekt, Erstellt von, Status, Verbundenes Ticket, Details. */
export function ticketColumns(actions: ColumnActions): DataTableColumn<TicketListItem>[] {
  const c = messages.columns;
  return [
    { key: 'title', header: c.title, render: (t) => <Text size="sm">{t.title}</Text> },
    { key: 'createdAt', header: c.createdAt, render: (t) => formatDate(t.createdAt) },
    { key: 'property', header: c.property, render: (t) => t.property.name },
    {
      key: 'createdBy',
      header: c.createdBy,
      render: (t) => t.createdBy?.name ?? messages.deletedUser,
    },
    {
      key: 'state',
      header: c.state,
      render: (t) => (
        <Badge color={STATE_COLORS[t.state]} variant="light" autoContrast>
          {ticketStateLabel(t.state)}
        </Badge>
      ),
    },
    {
      key: 'task',
      header: c.linkedTask,
      render: (t) =>
        t.taskId ? (
          <Anchor
            component={Link}
            to={`/tasks?task=${t.taskId}`}
            size="sm"
            aria-label={messages.taskLinkLabel(t.title)}
          >
            {messages.taskLinked}
          </Anchor>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={t.state === 'closed' || t.archived}
            aria-label={messages.addTaskLabel(t.title)}
            onClick={() => actions.addTask(t)}
          >
            {messages.addTask}
          </Button>
        ),
    },
    {
      key: 'details',
      header: c.details,
      render: (t) => (
        <ActionIcon
          variant="subtle"
          aria-label={messages.detailsLabel(t.title)}
          onClick={() => actions.openDetails(t.id)}
        >
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
}

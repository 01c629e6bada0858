import { Alert, Badge, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  TICKET_STATES,
  ticketStateLabel,
  type TicketState,
} from '@kontor/core/states/ticket-states';
import { ticketStateMessages } from '@kontor/core/states/messages';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTicket, useUpdateTicket } from '../api/tickets.ts';
import { messages } from '../messages.ts';
import { TicketAttachments } from './ticket-attachments.tsx';

interface TicketDetailsProps {
  projectId: string;
  ticketId: string;
}

/** The slide-in: the ticket's data and its state selector (archived tickets are read-only). */
export function TicketDetails({ projectId, ticketId }: TicketDetailsProps) {
  const ticket = useTicket(projectId, ticketId);
  const update = useUpdateTicket(projectId);
  if (ticket.isPending) return <Loader size="sm" aria-label="Wird geladen" />;
  if (ticket.isError) return <Alert color="red">{messages.notFound}</Alert>;
  const t = ticket.data;

  const changeState = (state: string) =>
    update.mutate(
      { ticketId, body: { version: t.version, state: state as TicketState } },
      { onSuccess: () => notify.success(messages.stateChanged) },
    );

  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {t.title}
      </Text>
      <Group gap="xs">
        <Badge variant="light">{t.property.name}</Badge>
        {t.archived && <Badge color="gray">Archiviert</Badge>}
      </Group>
      <Text size="sm" c="dimmed">
        {messages.columns.createdAt} {formatDate(t.createdAt)} ·{' '}
        {t.createdBy?.name ?? messages.deletedUser}
      </Text>
      {t.archived ? (
        <Alert color="gray">{ticketStateMessages.archivedReadOnly}</Alert>
      ) : (
        <div>
          <Text size="sm" fw={500} id="ticket-state-label" mb={4}>
            {messages.stateLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="ticket-state-label"
            value={t.state}
            disabled={update.isPending}
            onChange={changeState}
            data={TICKET_STATES.map((s) => ({ value: s, label: ticketStateLabel(s) }))}
          />
        </div>
      )}
      {update.isError && <Alert color="red">{errorMessage(update.error)}</Alert>}
      <div>
        <Text size="sm" fw={500} mb={4}>
          {messages.fields.description}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={t.description ? undefined : 'dimmed'}>
          {t.description || messages.noDescription}
        </Text>
      </div>
      <TicketAttachments projectId={projectId} ticket={t} />
    </Stack>
  );
}

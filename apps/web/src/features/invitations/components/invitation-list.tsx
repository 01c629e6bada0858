import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward, IconPlus } from '@tabler/icons-react';
import { mailThrottleTexts } from '@kontor/core/mail-throttle-texts';
import type { Invitation } from '@kontor/core/schemas/invitations';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { deleteColumn, useConfirmedDelete } from '../../../components/list/delete-action.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useRetryAfter } from '../../../lib/use-retry-after.ts';
import {
  useDeleteInvitation,
  useInvitations,
  useResendInvitation,
} from '../api/invitations-api.ts';
import { messages } from '../messages.ts';
import { InviteModal } from './invite-modal.tsx';
import { useInvitationSent } from './invitation-sent.tsx';

/** The 'Einladungen' tab of the users overview (record slot `invitationList`, spec 001 §2). */
export function InvitationList({ projectId }: { projectId: string }) {
  const invitations = useInvitations(projectId);
  const resend = useResendInvitation(projectId);
  const [inviting, inviteModal] = useDisclosure(false);
  const deleting = useConfirmedDelete<Invitation>(useDeleteInvitation(projectId), messages);
  const invitationSent = useInvitationSent();
  const retry = useRetryAfter();
  const resendOne = (row: Invitation) =>
    resend.mutate(row.id, {
      onSuccess: invitationSent.sent,
      onError: (error) => {
        retry.note(row.id, error);
        notify.error(errorMessage(error));
      },
    });

  const columns: DataTableColumn<Invitation>[] = [
    {
      key: 'name',
      header: messages.name,
      render: (r) => (
        <Text size="sm" fw={500}>
          {r.name}
        </Text>
      ),
    },
    { key: 'email', header: messages.email, render: (r) => r.email },
    {
      key: 'id',
      header: messages.id,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.id}
        </Text>
      ),
    },
    {
      key: 'date',
      header: messages.date,
      render: (r) => (
        <Group gap="xs">
          {formatDate(r.sentAt)}
          {r.expired ? (
            <Badge color="gray" variant="light">
              {messages.expired}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'resend',
      header: '',
      width: 110,
      render: (r) => {
        // After a 429: the wait from Retry-After, counted down, instead of a button that fails.
        const wait = retry.wait(r.id);
        if (wait > 0) {
          return (
            <Text size="xs" c="dimmed" role="status">
              {mailThrottleTexts.nextPossible(wait)}
            </Text>
          );
        }
        return (
          <Tooltip label={messages.resend} withArrow>
            <ActionIcon
              variant="subtle"
              aria-label={`Einladung an ${r.email} erneut senden`}
              loading={resend.isPending && resend.variables === r.id}
              onClick={() => resendOne(r)}
            >
              <IconMailForward size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      },
    },
    deleteColumn(messages, (r) => `Einladung an ${r.email}`, deleting.ask),
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={inviteModal.open}>
          {messages.invite}
        </Button>
      </Group>
      <QueryError query={invitations} />
      <DataTable
        label={messages.tableLabel}
        columns={columns}
        rows={invitations.data ?? []}
        getRowId={(r) => r.id}
        loading={invitations.isPending}
        emptyText={messages.empty}
      />
      <InviteModal
        projectId={projectId}
        opened={inviting}
        onClose={inviteModal.close}
        onSent={invitationSent.sent}
      />
      {invitationSent.dialog}
      {deleting.dialog}
    </Stack>
  );
}

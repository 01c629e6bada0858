import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconUserPlus } from '@tabler/icons-react';
import type { StaffMember } from '@kontor/core/schemas/members';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useMemberDirectory, useRemoveMember } from '../api/members.ts';
import { messages } from '../messages.ts';
import { AddMemberModal } from './add-member-modal.tsx';
import { CreateStaffModal } from './create-staff-modal.tsx';
import { MemberName } from './member-name.tsx';
import { MemberRoleCell } from './member-role-cell.tsx';

/** The 'Nutzer' tab of the project administration (record slot `projectAdminMembers`). */
export function ProjectAdminMembers({ projectId }: { projectId: string }) {
  const directory = useMemberDirectory(projectId, 'admin');
  const remove = useRemoveMember(projectId);
  const [creating, creatingModal] = useDisclosure(false);
  const [adding, addingModal] = useDisclosure(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const roles = directory.data?.roles ?? [];

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify.success(messages.admin.removed);
        setRemoving(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={addingModal.open}
          disabled={!directory.data}
        >
          {messages.admin.add}
        </Button>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={creatingModal.open}
          disabled={!directory.data}
        >
          {messages.admin.create}
        </Button>
      </Group>
      {directory.isError ? <QueryError query={directory} /> : null}
      <DataTable
        label={messages.admin.label}
        rows={directory.data?.members ?? []}
        getRowId={(m) => m.id}
        loading={directory.isPending}
        emptyText={messages.admin.empty}
        columns={[
          {
            key: 'name',
            header: messages.name,
            render: (m) => (
              <Group gap="xs" wrap="nowrap">
                <MemberName projectId={projectId} member={m} />
                {m.isSuperuser ? (
                  <Badge size="sm" variant="outline" color="gray">
                    {messages.superuser}
                  </Badge>
                ) : null}
              </Group>
            ),
          },
          { key: 'email', header: messages.email, render: (m) => <Text size="sm">{m.email}</Text> },
          {
            key: 'role',
            header: messages.role,
            render: (m) => (
              <MemberRoleCell projectId={projectId} member={m} roles={roles} screen="admin" />
            ),
          },
          {
            key: 'remove',
            header: '',
            width: 120,
            render: (m) => (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={`${messages.admin.remove}: ${m.name}`}
                onClick={() => setRemoving(m)}
              >
                {messages.admin.remove}
              </Button>
            ),
          },
        ]}
      />
      {directory.data ? (
        <>
          <CreateStaffModal
            projectId={projectId}
            roles={roles}
            screen="admin"
            opened={creating}
            onClose={creatingModal.close}
          />
          <AddMemberModal
            projectId={projectId}
            roles={roles}
            opened={adding}
            onClose={addingModal.close}
          />
        </>
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={messages.admin.removeTitle}
        message={removing ? messages.admin.removeConfirm(removing.name) : ''}
        confirmLabel={messages.admin.remove}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

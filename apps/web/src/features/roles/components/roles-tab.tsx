import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { RoleDetail } from '@kontor/core/schemas/roles';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { deleteColumn, useConfirmedDelete } from '../../../components/list/delete-action.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDeleteRole, useGrantableModules, useRoles } from '../api/roles-api.ts';
import { colorLabels, messages, roleTypeLabels } from '../messages.ts';
import { RoleFormModal } from './role-form-modal.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

/** The 'Rollen' tab of the project administration (record slot `projectAdminRoles`). */
export function RolesTab({ projectId }: { projectId: string }) {
  const roles = useRoles(projectId);
  const modules = useGrantableModules(projectId);
  const moduleName = new Map((modules.data ?? []).map((m) => [m.id, m.name]));
  const [editing, setEditing] = useState<RoleDetail | null>(null);
  const [opened, modal] = useDisclosure(false);
  const deleting = useConfirmedDelete<RoleDetail>(useDeleteRole(projectId), messages);
  // A role the server would refuse to delete gets the reason at once instead of the question.
  const [refusal, setRefusal] = useState<string | null>(null);
  const askDelete = (role: RoleDetail) => {
    if (role.isDefault) setRefusal(messages.deleteDefault);
    else if (role.memberCount > 0) setRefusal(messages.deleteInUse);
    else deleting.ask(role);
  };
  const open = (role: RoleDetail | null) => {
    setEditing(role);
    modal.open();
  };

  const columns: DataTableColumn<RoleDetail>[] = [
    {
      key: 'name',
      header: messages.name,
      render: (r) => (
        <Text size="sm" fw={500}>
          {r.name}
        </Text>
      ),
    },
    { key: 'type', header: messages.type, render: (r) => roleTypeLabels[r.type] },
    {
      key: 'color',
      header: messages.color,
      width: 120,
      render: (r) => (
        <Badge color={r.color} variant="light">
          {colorLabels[r.color] ?? r.color}
        </Badge>
      ),
    },
    {
      key: 'default',
      header: messages.isDefault,
      render: (r) => (r.isDefault ? messages.yes : ''),
    },
    {
      key: 'modules',
      header: messages.modules,
      render: (r) =>
        r.moduleIds.length === 0
          ? messages.noModules
          : r.moduleIds.map((id) => moduleName.get(id) ?? '…').join(', '),
    },
    { key: 'members', header: messages.members, render: (r) => r.memberCount },
    {
      key: 'edit',
      header: '',
      width: 60,
      render: (r) => (
        <Tooltip label={messages.edit} withArrow>
          <ActionIcon variant="subtle" aria-label={`${r.name} bearbeiten`} onClick={() => open(r)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
    deleteColumn(messages, (r) => r.name, askDelete),
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          {messages.newRole}
        </Button>
      </Group>
      <QueryError query={roles} />
      <DataTable
        label={messages.tableLabel}
        columns={columns}
        rows={roles.data ?? []}
        getRowId={(r) => r.id}
        loading={roles.isPending}
        emptyText={messages.empty}
      />
      <RoleFormModal
        key={editing?.id ?? 'new'}
        projectId={projectId}
        role={editing}
        opened={opened}
        onClose={modal.close}
      />
      {deleting.dialog}
      <GuardedModal
        opened={refusal !== null}
        onClose={() => setRefusal(null)}
        title={messages.deleteTitle}
        centered
      >
        <Stack gap="md">
          <Text>{refusal}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefusal(null)} data-autofocus>
              {messages.close}
            </Button>
          </Group>
        </Stack>
      </GuardedModal>
    </Stack>
  );
}

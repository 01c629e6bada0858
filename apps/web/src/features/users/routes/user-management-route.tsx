import { useState } from 'react';
import { Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconPencil } from '@tabler/icons-react';
import type { StaffMember } from '@kontor/core/schemas/members';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId } from '../../../lib/active-project.ts';
import { useMemberDirectory } from '../api/members.ts';
import { CreateStaffModal } from '../components/create-staff-modal.tsx';
import { EditMemberModal } from '../components/edit-member-modal.tsx';
import { MemberName } from '../components/member-name.tsx';
import { MEMBER_SORTS, memberPage, type MemberSort } from '../components/member-rows.ts';
import { PasswordModal } from '../components/password-modal.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import { RowAction } from '../components/row-action.tsx';
import { WorkerSwitch } from '../components/worker-switch.tsx';
import { messages } from '../messages.ts';

const LIST: ListStateSpec<MemberSort> = { sorts: MEMBER_SORTS, defaultSort: 'name' };

/** Route /user-management: 'Nutzerverwaltung' (spec 000 §2). */
export function UserManagementRoute() {
  const projectId = useProjectId();
  const list = useListState(LIST);
  const directory = useMemberDirectory(projectId, 'user-management');
  const [creating, creatingModal] = useDisclosure(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [password, setPassword] = useState<StaffMember | null>(null);
  const roles = directory.data?.roles ?? [];

  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: messages.name,
      sortKey: 'name',
      render: (m) => <MemberName projectId={projectId} member={m} />,
    },
    { key: 'role', header: messages.role, render: (m) => <RoleBadge role={m.role} /> },
    {
      key: 'worker',
      header: messages.worker,
      width: 110,
      render: (m) => <WorkerSwitch projectId={projectId} member={m} />,
    },
    {
      key: 'actions',
      header: messages.actions,
      width: 120,
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          {/* Another project's account too: only the user or a superuser sets its password. */}
          {m.accountEditable ? (
            <RowAction
              label={messages.password.open}
              name={m.name}
              icon={<IconKey size={18} aria-hidden />}
              onClick={() => setPassword(m)}
            />
          ) : null}
          <RowAction
            label={messages.edit.open}
            name={m.name}
            icon={<IconPencil size={18} aria-hidden />}
            onClick={() => setEditing(m)}
          />
        </Group>
      ),
    },
  ];

  return (
    <>
      <ListPage
        texts={messages.userManagement}
        onCreate={creatingModal.open}
        list={list}
        query={{
          ...directory,
          data: directory.data && memberPage(directory.data.members, list.state),
        }}
        columns={columns}
      />
      {directory.data ? (
        <CreateStaffModal
          projectId={projectId}
          roles={roles}
          screen="user-management"
          opened={creating}
          onClose={creatingModal.close}
        />
      ) : null}
      <EditMemberModal
        projectId={projectId}
        roles={roles}
        member={editing}
        onClose={() => setEditing(null)}
      />
      <PasswordModal projectId={projectId} member={password} onClose={() => setPassword(null)} />
    </>
  );
}

import { Suspense } from 'react';
import { Text } from '@mantine/core';
import type { StaffMember } from '@kontor/core/schemas/members';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { deleteColumn, useConfirmedDelete } from '../../../components/list/delete-action.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { useRecordSlots } from '../../../lib/record-slots.ts';
import { useDeleteUser, useMemberDirectory } from '../api/members.ts';
import { MemberNameCell } from '../components/member-name-cell.tsx';
import { MemberRoleCell } from '../components/member-role-cell.tsx';
import { MEMBER_SORTS, memberPage, type MemberSort } from '../components/member-rows.ts';
import { messages } from '../messages.ts';

type UsersTab = 'active' | 'invitations';
const LIST: ListStateSpec<MemberSort, UsersTab> = {
  sorts: MEMBER_SORTS,
  defaultSort: 'name',
  tabs: ['active', 'invitations'],
};
const TABS = [
  { value: 'active' as const, label: messages.tabs.active },
  { value: 'invitations' as const, label: messages.tabs.invitations },
];

/** Route /users: 'Nutzerübersicht' with 'Aktive Nutzer' and 'Einladungen' (spec 001 §2). */
export function UsersRoute() {
  const projectId = useProjectId();
  const list = useListState(LIST);
  const directory = useMemberDirectory(projectId, 'users');
  const deleting = useConfirmedDelete<StaffMember>(useDeleteUser(projectId), messages.remove);
  const { invitationList: Invitations } = useRecordSlots();

  if (list.state.tab === 'invitations') {
    return (
      <>
        <PageHeader
          title={messages.users.title}
          tabs={TABS}
          activeTab="invitations"
          onTabChange={(tab) => list.set({ tab: tab as UsersTab })}
        />
        {Invitations ? (
          <Suspense fallback={<Text role="status">{messages.loadingSlot}</Text>}>
            <Invitations projectId={projectId} />
          </Suspense>
        ) : (
          <Text c="dimmed">{messages.loadingSlot}</Text>
        )}
      </>
    );
  }

  const roles = directory.data?.roles ?? [];
  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: messages.name,
      sortKey: 'name',
      render: (m) => <MemberNameCell projectId={projectId} member={m} />,
    },
    { key: 'email', header: messages.email, render: (m) => <Text size="sm">{m.email}</Text> },
    {
      key: 'role',
      header: messages.role,
      render: (m) => (
        <MemberRoleCell projectId={projectId} member={m} roles={roles} screen="users" />
      ),
    },
    // Spec 001 §2 names the column 'Löschen'.
    {
      ...deleteColumn(messages.remove, (m) => m.name, deleting.ask),
      header: messages.remove.delete,
    },
  ];
  return (
    <>
      <ListPage
        texts={messages.users}
        list={list}
        tabs={TABS}
        query={{
          ...directory,
          data: directory.data && memberPage(directory.data.members, list.state),
        }}
        columns={columns}
      />
      {deleting.dialog}
    </>
  );
}

import { useState } from 'react';
import { IconPencil } from '@tabler/icons-react';
import type { StaffMember } from '@kontor/core/schemas/members';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId } from '../../../lib/active-project.ts';
import { useMemberDirectory } from '../api/members.ts';
import { MemberName } from '../components/member-name.tsx';
import { MEMBER_SORTS, memberPage, type MemberSort } from '../components/member-rows.ts';
import { NotificationSettingsModal } from '../components/notification-settings-modal.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import { RowAction } from '../components/row-action.tsx';
import { messages } from '../messages.ts';

const LIST: ListStateSpec<MemberSort> = { sorts: MEMBER_SORTS, defaultSort: 'name' };

/** Route /staff: 'Mitarbeiter' with each member's notification settings (spec 000 §2). */
export function StaffRoute() {
  const projectId = useProjectId();
  const list = useListState(LIST);
  const directory = useMemberDirectory(projectId, 'staff');
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: messages.name,
      sortKey: 'name',
      render: (m) => <MemberName projectId={projectId} member={m} />,
    },
    { key: 'role', header: messages.role, render: (m) => <RoleBadge role={m.role} /> },
    {
      key: 'edit',
      header: messages.actions,
      width: 90,
      render: (m) => (
        <RowAction
          label={messages.settings.open}
          name={m.name}
          icon={<IconPencil size={18} aria-hidden />}
          onClick={() => setEditing(m)}
        />
      ),
    },
  ];
  return (
    <>
      <ListPage
        texts={messages.staff}
        list={list}
        query={{
          ...directory,
          data: directory.data && memberPage(directory.data.members, list.state),
        }}
        columns={columns}
      />
      <NotificationSettingsModal
        projectId={projectId}
        member={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

import { Suspense, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { IconCoin, IconPencil } from '@tabler/icons-react';
import type { StaffMember } from '@kontor/core/schemas/members';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId, useShell } from '../../../lib/active-project.ts';
import { useRecordSlots } from '../../../lib/record-slots.ts';
import { useMemberDirectory } from '../api/members.ts';
import { MemberName } from '../components/member-name.tsx';
import { MEMBER_SORTS, memberPage, type MemberSort } from '../components/member-rows.ts';
import { NotificationSettingsModal } from '../components/notification-settings-modal.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import { RowAction } from '../components/row-action.tsx';
import { messages } from '../messages.ts';

const LIST: ListStateSpec<MemberSort> = { sorts: MEMBER_SORTS, defaultSort: 'name' };

/** Office and admin see pay (the server refuses workers anyway, docs/payroll.md). */
function useSeesPay() {
  const { me, project } = useShell();
  return me.isSuperuser || (project?.role != null && project.role.type !== 'worker');
}

/**
 * Route /staff: 'Mitarbeiter' with each member's notification settings (spec 000 §2) and, for
 * office and admin, their pay ('Lohn und Beschäftigung', features/payroll through slots).
 */
export function StaffRoute() {
  const projectId = useProjectId();
  const list = useListState(LIST);
  const directory = useMemberDirectory(projectId, 'staff');
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [paying, setPaying] = useState<StaffMember | null>(null);
  const seesPay = useSeesPay();
  const {
    staffPayroll: PayrollDialog,
    staffPayrollCell: PayrollCell,
    staffPayrollSettings: PayrollSettings,
  } = useRecordSlots();
  const loading = (
    <Text size="sm" role="status">
      {messages.loadingSlot}
    </Text>
  );
  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: messages.name,
      sortKey: 'name',
      render: (m) => <MemberName projectId={projectId} member={m} />,
    },
    { key: 'role', header: messages.role, render: (m) => <RoleBadge role={m.role} /> },
    ...(seesPay && PayrollCell
      ? [
          {
            key: 'pay',
            header: messages.pay.column,
            render: (m: StaffMember) => (
              <Suspense fallback={loading}>
                <PayrollCell projectId={projectId} userId={m.id} />
              </Suspense>
            ),
          },
        ]
      : []),
    {
      key: 'edit',
      header: messages.actions,
      width: seesPay ? 120 : 90,
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          <RowAction
            label={messages.settings.open}
            name={m.name}
            icon={<IconPencil size={18} aria-hidden />}
            onClick={() => setEditing(m)}
          />
          {seesPay && PayrollDialog ? (
            <RowAction
              label={messages.pay.open}
              name={m.name}
              icon={<IconCoin size={18} aria-hidden />}
              onClick={() => setPaying(m)}
            />
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <>
      <ListPage
        texts={messages.staff}
        list={list}
        actions={
          seesPay && PayrollSettings ? (
            <Suspense fallback={null}>
              <PayrollSettings projectId={projectId} />
            </Suspense>
          ) : undefined
        }
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
      {PayrollDialog ? (
        <Suspense fallback={null}>
          <PayrollDialog
            projectId={projectId}
            member={paying && { id: paying.id, name: paying.name }}
            onClose={() => setPaying(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

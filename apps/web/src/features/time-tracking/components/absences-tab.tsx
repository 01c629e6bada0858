import { useRef, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useAbsences, useApproveAbsence, useDeleteAbsence } from '../api/time-tracking-api.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { messages } from '../messages.ts';
import { AbsenceModal } from './absence-modal.tsx';

const a = messages.absences;
type Asking = { kind: 'approve' | 'delete'; absence: AbsenceView };

function columns(
  edit: (absence: AbsenceView) => void,
  ask: (asking: Asking) => void,
): DataTableColumn<AbsenceView>[] {
  const who = (row: AbsenceView) => `${row.user.name} ${formatDate(row.startDate)}`;
  return [
    { key: 'user', header: a.columns.user, render: (row) => row.user.name },
    {
      key: 'date',
      header: a.columns.date,
      render: (row) => `${formatDate(row.startDate)} – ${formatDate(row.endDate)}`,
    },
    { key: 'type', header: a.columns.type, render: (row) => messages.absenceTypes[row.type] },
    {
      key: 'state',
      header: a.columns.state,
      render: (row) => (
        <Badge variant="light" color={row.state === 'approved' ? 'green' : 'gray'}>
          {a.states[row.state]}
        </Badge>
      ),
    },
    {
      key: 'comment',
      header: a.columns.comment,
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.comment || '–'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: a.columns.actions,
      width: 130,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`${a.approve}: ${who(row)}`}
            disabled={row.state === 'approved'}
            onClick={() => ask({ kind: 'approve', absence: row })}
          >
            <IconCheck size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`${a.editTitle}: ${who(row)}`}
            disabled={row.state === 'approved'}
            onClick={() => edit(row)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${a.delete}: ${who(row)}`}
            onClick={() => ask({ kind: 'delete', absence: row })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

/** 'Abwesenheiten': everyone's or one employee's absences; create, edit, approve, delete. */
export function AbsencesTab({ projectId }: { projectId: string }) {
  const [params, setParams] = useSearchParams();
  const userId = params.get('employee') ?? undefined;
  const employees = useProjectMembers(projectId);
  const absences = useAbsences(projectId, userId);
  const [editing, setEditing] = useState<AbsenceView | 'new' | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  // What the dialog shows stays while it fades out after `asking` is cleared.
  const lastAsked = useRef<Asking | null>(null);
  lastAsked.current = asking ?? lastAsked.current;
  const shown = lastAsked.current;
  const approve = useApproveAbsence(projectId);
  const remove = useDeleteAbsence(projectId);

  const confirm = () => {
    if (!asking) return;
    const { absence, kind } = asking;
    const handlers = {
      onSuccess: () => {
        notify.success(kind === 'approve' ? a.approved : a.deleted);
        setAsking(null);
      },
      onError: (error: unknown) => notify.error(errorMessage(error)),
    };
    if (kind === 'approve') approve.mutate({ id: absence.id, version: absence.version }, handlers);
    else remove.mutate(absence.id, handlers);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="end">
          <Select
            label={messages.employee}
            placeholder={a.allEmployees}
            clearable
            searchable
            data={(employees.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            value={userId ?? null}
            onChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value) next.set('employee', value);
                  else next.delete('employee');
                  return next;
                },
                { replace: true },
              )
            }
            w={260}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {a.create}
          </Button>
        </Group>
      </Paper>
      <QueryError query={absences} />
      <DataTable
        label={messages.tabs.absences}
        columns={columns(setEditing, setAsking)}
        rows={absences.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={absences.isFetching}
        emptyText={a.empty}
      />
      <AbsenceModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        projectId={projectId}
        absence={editing === 'new' ? null : editing}
        userId={userId}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={asking !== null}
        title={shown?.kind === 'approve' ? a.approveTitle : a.delete}
        message={shown?.kind === 'approve' ? a.approveConfirm : a.deleteConfirm}
        confirmLabel={shown?.kind === 'approve' ? a.approve : a.delete}
        danger={shown?.kind === 'delete'}
        loading={approve.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

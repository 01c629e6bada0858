import { useRef, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import { absenceActions, type AbsenceActor } from '@kontor/core/states/absence-states';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { absenceAnchor } from '@kontor/core/notification-paths';
import { notify } from '../../../lib/notify.ts';
import {
  useAbsences,
  useApproveAbsence,
  useDeleteAbsence,
  useSubmitAbsence,
} from '../api/time-tracking-api.ts';
import { useShell } from '../../../lib/active-project.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { messages } from '../messages.ts';
import { AbsenceModal } from './absence-modal.tsx';
import { RefuseAbsenceModal } from './refuse-absence-modal.tsx';

const a = messages.absences;
type Asking = { kind: 'approve' | 'delete'; absence: AbsenceView };

interface RowActions {
  actor: AbsenceActor;
  edit: (absence: AbsenceView) => void;
  ask: (asking: Asking) => void;
  submit: (absence: AbsenceView) => void;
  refuse: (absence: AbsenceView) => void;
}

/**
 * The steps the state machine allows this user (core absence-states): 'Einreichen' on a created
 * absence, 'Genehmigen' and 'Ablehnen' only on someone else's submitted one; the server
 * decides again.
 */
function actionsCell(row: AbsenceView, { actor, edit, ask, submit, refuse }: RowActions) {
  const allowed = absenceActions({ state: row.state, userId: row.user.id }, actor);
  const who = `${row.user.name} ${formatDate(row.startDate)}`;
  return (
    <Group gap={4} wrap="nowrap">
      {allowed.submit && (
        <ActionIcon variant="subtle" aria-label={`${a.submit}: ${who}`} onClick={() => submit(row)}>
          <IconSend size={16} aria-hidden />
        </ActionIcon>
      )}
      {allowed.approve && (
        <ActionIcon
          variant="subtle"
          color="green"
          aria-label={`${a.approve}: ${who}`}
          onClick={() => ask({ kind: 'approve', absence: row })}
        >
          <IconCheck size={16} aria-hidden />
        </ActionIcon>
      )}
      {allowed.refuse && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${a.refuse}: ${who}`}
          onClick={() => refuse(row)}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        aria-label={`${a.editTitle}: ${who}`}
        disabled={!allowed.edit}
        onClick={() => edit(row)}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`${a.delete}: ${who}`}
        disabled={!allowed.delete}
        onClick={() => ask({ kind: 'delete', absence: row })}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function columns(actions: RowActions): DataTableColumn<AbsenceView>[] {
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
        <Badge variant="light" color={STATE_COLORS[row.state]}>
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
      width: 160,
      render: (row) => actionsCell(row, actions),
    },
  ];
}

const STATE_COLORS = { created: 'gray', submitted: 'blue', approved: 'green' } as const;

/** 'Abwesenheiten': everyone's or one employee's absences; create, edit, approve, refuse, delete. */
export function AbsencesTab({ projectId }: { projectId: string }) {
  const [params, setParams] = useSearchParams();
  // '#abwesenheit-<id>' (a notification's link) points at one absence.
  const target = useLocation().hash.slice(1) || undefined;
  const userId = params.get('employee') ?? undefined;
  const employees = useProjectMembers(projectId);
  const absences = useAbsences(projectId, userId);
  const [editing, setEditing] = useState<AbsenceView | 'new' | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [refusing, setRefusing] = useState<AbsenceView | null>(null);
  // The absence stays in the dialog while it fades out after `refusing` is cleared.
  const lastRefused = useRef<AbsenceView | null>(null);
  lastRefused.current = refusing ?? lastRefused.current;
  // What the dialog shows stays while it fades out after `asking` is cleared.
  const lastAsked = useRef<Asking | null>(null);
  lastAsked.current = asking ?? lastAsked.current;
  const shown = lastAsked.current;
  const approve = useApproveAbsence(projectId);
  const submit = useSubmitAbsence(projectId);
  const remove = useDeleteAbsence(projectId);
  const { me, project } = useShell();
  // Staff as the server counts it; the screen is open only to roles listing the module.
  const actor = { userId: me.id, staff: me.isSuperuser || project?.role?.type !== 'worker' };
  const submitAbsence = (absence: AbsenceView) =>
    submit.mutate(
      { id: absence.id, version: absence.version },
      {
        onSuccess: () => notify.success(a.submitted),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  const confirm = () => {
    if (!asking) return;
    const { absence, kind } = asking;
    const handlers = {
      onSuccess: () => {
        notify.success(kind === 'approve' ? a.approved : a.deleted);
        setAsking(null);
      },
      // The refusal is the answer: the dialog closes and the toast says why.
      onError: (error: unknown) => {
        notify.error(errorMessage(error));
        setAsking(null);
      },
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
        columns={columns({
          actor,
          edit: setEditing,
          ask: setAsking,
          submit: submitAbsence,
          refuse: setRefusing,
        })}
        rows={absences.data?.items ?? []}
        getRowId={(row) => row.id}
        rowAnchor={(row) => absenceAnchor(row.id)}
        targetAnchor={target}
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
      <RefuseAbsenceModal
        key={lastRefused.current?.id ?? 'none'}
        projectId={projectId}
        absence={lastRefused.current}
        opened={refusing !== null}
        onClose={() => setRefusing(null)}
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

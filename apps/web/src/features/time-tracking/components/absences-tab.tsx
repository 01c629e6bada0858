import { useRef, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconHistory,
  IconHourglass,
  IconPencil,
  IconPlus,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import { absenceActions, type AbsenceActor } from '@kontor/core/states/absence-states';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
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
import { isPending, pendingFirst } from '../absence-list.ts';
import { AbsenceModal } from './absence-modal.tsx';
import { ChangeHistory } from './change-history.tsx';
import {
  asksChangeReason,
  ChangeReasonField,
  missingReason,
  reasonRefusal,
} from './change-reason-field.tsx';
import { RefuseAbsenceModal } from './refuse-absence-modal.tsx';

const a = messages.absences;
const h = messages.history;
type Asking = { kind: 'approve' | 'delete'; absence: AbsenceView };

interface RowActions {
  actor: AbsenceActor;
  edit: (absence: AbsenceView) => void;
  ask: (asking: Asking) => void;
  submit: (absence: AbsenceView) => void;
  refuse: (absence: AbsenceView) => void;
  history: (absence: AbsenceView) => void;
}

/**
 * The steps the state machine allows this user (core absence-states): 'Einreichen' on a created
 * absence, 'Genehmigen' and 'Ablehnen' only on someone else's submitted one; the server
 * decides again.
 */
function actionsCell(row: AbsenceView, { actor, edit, ask, submit, refuse, history }: RowActions) {
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
      <ActionIcon variant="subtle" aria-label={`${h.open}: ${who}`} onClick={() => history(row)}>
        <IconHistory size={16} aria-hidden />
      </ActionIcon>
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
    { key: 'state', header: a.columns.state, render: (row) => <StateCell absence={row} /> },
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
      width: 190,
      render: (row) => actionsCell(row, actions),
    },
  ];
}

const STATE_COLORS = {
  created: 'gray',
  submitted: 'blue',
  approved: 'green',
  refused: 'red',
} as const;
const STATE_ICONS = {
  created: IconPencil,
  submitted: IconHourglass,
  approved: IconCheck,
  refused: IconX,
} as const;

/** The state as a word and an icon (never the colour alone); a refusal with its reason. */
function StateCell({ absence }: { absence: AbsenceView }) {
  const Icon = STATE_ICONS[absence.state];
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        variant={absence.state === 'submitted' ? 'outline' : 'light'}
        color={STATE_COLORS[absence.state]}
        leftSection={<Icon size={12} aria-hidden />}
      >
        {a.states[absence.state]}
      </Badge>
      {absence.state === 'refused' ? (
        <Text size="xs" c="dimmed" maw={260} style={{ whiteSpace: 'pre-line' }}>
          {absence.refusalReason ? a.refusalReason(absence.refusalReason) : a.noRefusalReason}
        </Text>
      ) : null}
    </Stack>
  );
}

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
  const [viewing, setViewing] = useState<AbsenceView | null>(null);
  const lastViewed = useRef<AbsenceView | null>(null);
  lastViewed.current = viewing ?? lastViewed.current;
  // A deletion reaching into a past week asks why (the Verlauf keeps it).
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
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
  const rows = pendingFirst(absences.data?.items ?? []);
  const pending = rows.filter(isPending).length;
  const submitAbsence = (absence: AbsenceView) =>
    submit.mutate(
      { id: absence.id, version: absence.version },
      {
        onSuccess: () => notify.success(a.submitted),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  const askReason = shown?.kind === 'delete' && asksChangeReason([shown.absence.startDate]);
  const ask = (next: Asking) => {
    setReason('');
    setReasonError(null);
    setAsking(next);
  };
  const confirm = () => {
    if (!asking) return;
    const { absence, kind } = asking;
    const missing = kind === 'delete' ? missingReason(askReason, reason) : null;
    if (missing) return setReasonError(missing);
    const handlers = {
      onSuccess: () => {
        notify.success(kind === 'approve' ? a.approved : a.deleted);
        setAsking(null);
      },
      // The refusal is the answer: the dialog closes and the toast says why (a missing reason
      // stays beside its field).
      onError: (error: unknown) => {
        const refusal = reasonRefusal(error);
        if (refusal) return setReasonError(refusal);
        notify.error(errorMessage(error));
        setAsking(null);
      },
    };
    if (kind === 'approve') approve.mutate({ id: absence.id, version: absence.version }, handlers);
    else remove.mutate({ id: absence.id, reason }, handlers);
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
      {actor.staff && pending > 0 ? (
        <Text size="sm" aria-live="polite">
          {a.pendingFirst(pending)}
        </Text>
      ) : null}
      <DataTable
        label={messages.tabs.absences}
        columns={columns({
          actor,
          edit: setEditing,
          ask,
          submit: submitAbsence,
          refuse: setRefusing,
          history: setViewing,
        })}
        rows={rows}
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
        message={
          shown?.kind === 'approve' ? (
            a.approveConfirm
          ) : (
            <Stack gap="sm">
              <Text>{a.deleteConfirm}</Text>
              {askReason ? (
                <ChangeReasonField
                  value={reason}
                  error={reasonError}
                  onChange={(value) => {
                    setReason(value);
                    setReasonError(null);
                  }}
                />
              ) : null}
            </Stack>
          )
        }
        confirmLabel={shown?.kind === 'approve' ? a.approve : a.delete}
        danger={shown?.kind === 'delete'}
        loading={approve.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
      <GuardedModal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="xl"
        title={
          lastViewed.current
            ? h.title(
                `${lastViewed.current.user.name}, ${formatDate(lastViewed.current.startDate)} – ${formatDate(lastViewed.current.endDate)}`,
              )
            : h.tab
        }
        closeButtonProps={{ 'aria-label': h.close }}
      >
        {lastViewed.current ? (
          <ChangeHistory projectId={projectId} entity="absence" id={lastViewed.current.id} />
        ) : null}
      </GuardedModal>
    </Stack>
  );
}

import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { RecordView } from '@kontor/core/schemas/time-tracking-api';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDate, formatHours } from '../../../lib/format.ts';
import {
  useRecords,
  useUpdateVacationSettings,
  useVacationSettings,
} from '../api/time-settings-api.ts';
import { notify } from '../../../lib/notify.ts';
import { EmploymentModal } from './employment-modal.tsx';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { messages } from '../messages.ts';
import { RecordFormModal } from './record-form-modal.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

const r = messages.records;
const c = r.columns;
const number = (n: number) => n.toLocaleString('de-DE');

function columns(
  edit: (record: RecordView) => void,
  editEmployment: (record: RecordView) => void,
): DataTableColumn<RecordView>[] {
  return [
    { key: 'year', header: c.year, render: (row) => row.year },
    { key: 'user', header: c.user, render: (row) => row.user.name },
    { key: 'start', header: c.start, render: (row) => formatDate(row.startDate) },
    { key: 'end', header: c.end, render: (row) => formatDate(row.endDate) },
    {
      key: 'work',
      header: c.workTime,
      render: (row) => r.weekly(row.timeSettings.weeklyHours, row.timeSettings.weekdaysPerWeek),
    },
    {
      key: 'vacation',
      header: c.vacation,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{`${number(row.vacation.available)} / ${number(row.vacation.taken)}`}</Text>
          <Text size="xs" c="dimmed">
            {r.vacationBreakdown(
              row.vacation.carriedOver,
              row.vacation.arisen,
              row.vacation.remaining,
            )}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'employment',
      header: c.employment,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm">
              {row.employment
                ? r.employedSince(
                    formatDate(row.employment.start),
                    row.employment.end && formatDate(row.employment.end),
                  )
                : '–'}
            </Text>
            {row.employment?.derived ? (
              <Text size="xs" c="dimmed">
                {r.employmentDerived}
              </Text>
            ) : null}
          </Stack>
          <ActionIcon
            variant="subtle"
            aria-label={r.employmentEdit(row.user.name)}
            onClick={() => editEmployment(row)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
    { key: 'saldo', header: c.saldo, render: (row) => formatHours(row.saldo) },
    {
      key: 'findings',
      header: c.findings,
      render: (row) =>
        row.payrollFindings.length === 0 ? (
          <Text size="sm">–</Text>
        ) : (
          <Stack gap={2} maw={320}>
            {row.payrollFindings.map((f, i) => (
              <Group key={`${f.code}-${i}`} gap={4} wrap="nowrap" align="flex-start">
                <IconAlertTriangle
                  size={14}
                  color="var(--mantine-color-orange-7)"
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="xs">{f.message}</Text>
              </Group>
            ))}
          </Stack>
        ),
    },
    {
      key: 'edit',
      header: c.edit,
      width: 90,
      render: (row) => (
        <ActionIcon
          variant="subtle"
          aria-label={`${r.editTitle(row.year)}: ${row.user.name}`}
          onClick={() => edit(row)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
}

/** 'Zeiterfassung': the records of a year; create one per user, edit the current and later. */
export function RecordsTab({ projectId }: { projectId: string }) {
  const thisYear = new Date().getFullYear();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || thisYear;
  const records = useRecords(projectId, year);
  const staff = useProjectMembers(projectId);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<RecordView | { id: string; name: string } | null>(null);
  const member = (staff.data ?? []).find((m) => m.id === chosen);
  const [employment, setEmployment] = useState<RecordView | null>(null);
  const vacation = useVacationSettings(projectId);
  const setVacation = useUpdateVacationSettings(projectId);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="end">
          <Select
            label={r.year}
            data={Array.from({ length: 7 }, (_, i) => String(thisYear - 2 + i))}
            value={String(year)}
            allowDeselect={false}
            onChange={(value) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set('year', value ?? String(thisYear));
                return next;
              })
            }
            w={140}
          />
          <Switch
            label={r.proRata}
            description={r.proRataHint}
            checked={vacation.data?.vacationAccrual === 'proRata'}
            disabled={!vacation.data || setVacation.isPending}
            onChange={(event) =>
              setVacation.mutate(
                { vacationAccrual: event.currentTarget.checked ? 'proRata' : 'statutory' },
                { onSuccess: () => notify.success(r.proRataSaved) },
              )
            }
            maw={420}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setChoosing(true)}
          >
            {r.create}
          </Button>
        </Group>
      </Paper>
      <QueryError query={records} />
      <DataTable
        label={messages.tabs.records}
        columns={columns(setEditing, setEmployment)}
        rows={records.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={records.isFetching}
        emptyText={r.empty}
      />
      <GuardedModal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title={r.chooseUser}
        centered
      >
        <Stack gap="md">
          <Select
            label={r.user}
            searchable
            data={(staff.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            value={chosen}
            onChange={setChosen}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button
              disabled={!member}
              onClick={() => {
                setChoosing(false);
                if (member) setEditing({ id: member.id, name: member.name });
              }}
            >
              {r.next}
            </Button>
          </Group>
        </Stack>
      </GuardedModal>
      {employment ? (
        <EmploymentModal
          key={employment.id}
          projectId={projectId}
          user={employment.user}
          start={employment.employment?.derived ? null : (employment.employment?.start ?? null)}
          end={employment.employment?.end ?? null}
          opened
          onClose={() => setEmployment(null)}
        />
      ) : null}
      <RecordFormModal
        key={editing ? ('year' in editing ? editing.id : `new-${editing.id}`) : 'closed'}
        projectId={projectId}
        record={editing && 'year' in editing ? editing : null}
        user={editing && !('year' in editing) ? editing : null}
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
          setChosen(null);
        }}
      />
    </Stack>
  );
}

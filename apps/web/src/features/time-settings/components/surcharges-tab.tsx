import { useState } from 'react';
import { ActionIcon, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconArchive, IconPencil, IconPlus } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { refusalOf } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useArchiveSurcharge, useSurcharges, type Surcharge } from '../api/time-settings-api.ts';
import { messages } from '../messages.ts';
import { SurchargeFormModal } from './surcharge-form-modal.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

const s = messages.surcharges;

function whenText(row: Surcharge): string {
  const time = row.time ? `${row.time.start}–${row.time.end}` : '';
  const days = [
    ...(row.days?.weekdays ?? []).map((d) => s.weekdayNames[d]),
    ...(row.days?.holidays ? [s.holidays] : []),
  ].join(', ');
  return [days, time].filter(Boolean).join(' ') || s.types[row.type];
}

function columns(
  archived: boolean,
  edit: (row: Surcharge) => void,
  archive: (row: Surcharge) => void,
): DataTableColumn<Surcharge>[] {
  return [
    { key: 'name', header: s.name, render: (row) => row.name },
    { key: 'type', header: s.type, render: (row) => s.types[row.type] },
    { key: 'value', header: s.value, render: (row) => `${row.value.toLocaleString('de-DE')} %` },
    { key: 'when', header: s.when, render: whenText },
    { key: 'from', header: s.validFrom, render: (row) => formatDate(row.startDate) },
    archived
      ? { key: 'to', header: s.validTo, render: (row) => formatDate(row.endDate) }
      : {
          key: 'actions',
          header: s.actions,
          width: 110,
          render: (row) => (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`${s.editTitle}: ${row.name}`}
                onClick={() => edit(row)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`${s.archiveTitle}: ${row.name}`}
                onClick={() => archive(row)}
              >
                <IconArchive size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ),
        },
  ];
}

/** 'Zuschläge': the active surcharges (create, edit, archive with an end date) and the archive. */
export function SurchargesTab({ projectId }: { projectId: string }) {
  const [view, setView] = useState<'active' | 'archive'>('active');
  const surcharges = useSurcharges(projectId, view === 'archive');
  const [editing, setEditing] = useState<Surcharge | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Surcharge | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [endError, setEndError] = useState<string | undefined>();
  const archive = useArchiveSurcharge(projectId);

  const closeArchive = () => {
    setArchiving(null);
    setEndDate(null);
    setEndError(undefined);
  };
  const confirmArchive = () =>
    archiving &&
    archive.mutate(
      { id: archiving.id, body: { version: archiving.version, endDate } },
      {
        onSuccess: () => {
          notify.success(s.archived);
          closeArchive();
        },
        onError: (error) => {
          const { fields, message } = refusalOf(error, (path) => path === 'endDate');
          if (fields.endDate) setEndError(fields.endDate);
          if (message !== null) notify.error(message);
        },
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          aria-label={s.view}
          value={view}
          onChange={(value) => setView(value as 'active' | 'archive')}
          data={[
            { value: 'active', label: s.active },
            { value: 'archive', label: s.archive },
          ]}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {s.create}
        </Button>
      </Group>
      <QueryError query={surcharges} />
      <DataTable
        label={messages.tabs.surcharges}
        columns={columns(view === 'archive', setEditing, setArchiving)}
        rows={surcharges.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={surcharges.isFetching}
        emptyText={s.empty}
      />
      <SurchargeFormModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        projectId={projectId}
        surcharge={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <GuardedModal
        opened={archiving !== null}
        onClose={closeArchive}
        title={s.archiveTitle}
        centered
      >
        <Stack gap="md">
          <DatePickerInput
            label={s.endDate}
            valueFormat="DD.MM.YYYY"
            value={endDate}
            onChange={(value) => {
              setEndDate(value);
              setEndError(undefined);
            }}
            error={endError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={closeArchive}>
              Abbrechen
            </Button>
            <Button onClick={confirmArchive} loading={archive.isPending}>
              {s.archiveAction}
            </Button>
          </Group>
        </Stack>
      </GuardedModal>
    </Stack>
  );
}

import { ActionIcon, Badge, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { WageView } from '@kontor/core/schemas/payroll';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

const h = messages.history;

const STATE_COLORS: Record<WageView['state'], string> = {
  current: 'green',
  future: 'blue',
  past: 'gray',
  corrected: 'orange',
  deleted: 'red',
};

/** The pay of a row: the amount, for a salary its hours and its hourly figure, and the note. */
export function PayText({ wage }: { wage: WageView }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{messages.pay(wage.kind, wage.amountCents, wage.monthlyHours)}</Text>
      {wage.kind === 'monthly' ? (
        <Text size="xs" c="dimmed">
          {messages.perHour(wage.hourlyCents)}
        </Text>
      ) : null}
      {wage.note ? (
        <Text size="xs" c="dimmed">
          {wage.note}
        </Text>
      ) : null}
    </Stack>
  );
}

function columns(onDelete?: (wage: WageView) => void): DataTableColumn<WageView>[] {
  const list: DataTableColumn<WageView>[] = [
    {
      key: 'validFrom',
      header: h.columns.validFrom,
      role: 'primary',
      render: (w) => (
        <Text size="sm" fw={500} td={w.state === 'deleted' ? 'line-through' : undefined}>
          {formatDate(w.validFrom)}
        </Text>
      ),
    },
    {
      key: 'employment',
      header: h.columns.employment,
      render: (w) => messages.employmentTypes[w.employmentType],
    },
    { key: 'pay', header: h.columns.pay, render: (w) => <PayText wage={w} /> },
    {
      key: 'state',
      header: h.columns.state,
      render: (w) => (
        <Stack gap={2}>
          <Badge variant="light" color={STATE_COLORS[w.state]} tt="none">
            {h.states[w.state]}
          </Badge>
          {w.deletedAt ? (
            <Text size="xs" c="dimmed">
              {h.deletedBy(formatDateTime(w.deletedAt), w.deletedBy?.name ?? null)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'recorded',
      header: h.columns.recorded,
      render: (w) => (
        <Text size="sm">
          {h.recordedBy(formatDateTime(w.recordedAt), w.recordedBy?.name ?? null)}
        </Text>
      ),
    },
  ];
  if (onDelete) {
    list.push({
      key: 'delete',
      header: '',
      width: 60,
      render: (w) =>
        w.deletable ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={h.deleteLabel(formatDate(w.validFrom))}
            onClick={() => onDelete(w)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ) : null,
    });
  }
  return list;
}

interface WageHistoryTableProps {
  wages: WageView[];
  loading?: boolean;
  /** Office only: deletes a row still to come (after a confirmation). */
  onDelete?: (wage: WageView) => void;
}

/** 'Lohnverlauf': every row ever entered, newest first, with its state today. */
export function WageHistoryTable({ wages, loading = false, onDelete }: WageHistoryTableProps) {
  return (
    <DataTable
      label={h.label}
      columns={columns(onDelete)}
      rows={wages}
      getRowId={(w) => w.id}
      loading={loading}
      emptyText={h.empty}
    />
  );
}

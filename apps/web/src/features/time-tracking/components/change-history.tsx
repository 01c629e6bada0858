import { Stack, Text } from '@mantine/core';
import type { HistoryRow } from '@kontor/core/schemas/time-history';
import {
  HISTORY_ACTION_LABELS,
  historyChanges,
  type HistoryEntity,
} from '@kontor/core/time-tracking/change-history';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useChangeHistory } from '../api/time-tracking-api.ts';
import { messages } from '../messages.ts';
import { dateTimeOf } from '../time-format.ts';

const h = messages.history;

/** One field's change as a line: 'Beginn: 08:00 → 07:30'; a created or deleted value alone. */
function changeLine(change: ReturnType<typeof historyChanges>[number]): string {
  const value = (text: string | null) => text || '–';
  if (change.from === null) return `${change.label}: ${value(change.to)}`;
  if (change.to === null) return `${change.label}: ${value(change.from)}`;
  return `${change.label}: ${value(change.from)} → ${value(change.to)}`;
}

function ChangeCell({ entity, row }: { entity: HistoryEntity; row: HistoryRow }) {
  const changes = historyChanges(entity, row.before, row.after);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {h.noChange}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {changes.map((change) => (
        <Text
          key={change.field}
          size="sm"
          td={row.action === 'delete' ? 'line-through' : undefined}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {changeLine(change)}
        </Text>
      ))}
    </Stack>
  );
}

const columns = (entity: HistoryEntity): DataTableColumn<HistoryRow>[] => [
  {
    key: 'at',
    header: h.columns.at,
    role: 'primary',
    width: 96,
    // Date above time: the column stays narrow in the slide-in.
    render: (row) => {
      const [day, time] = dateTimeOf(row.at).split(' ');
      return (
        <Text size="sm" component="span" style={{ whiteSpace: 'pre-line' }}>
          {`${day}\n${time}`}
        </Text>
      );
    },
  },
  { key: 'actor', header: h.columns.actor, render: (row) => row.actor.name },
  {
    key: 'action',
    header: h.columns.action,
    render: (row) => HISTORY_ACTION_LABELS[row.action],
  },
  {
    key: 'change',
    header: h.columns.change,
    render: (row) => <ChangeCell entity={entity} row={row} />,
  },
  {
    key: 'reason',
    header: h.columns.reason,
    render: (row) => (
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {row.reason ?? '–'}
      </Text>
    ),
  },
];

interface ChangeHistoryTableProps {
  entity: HistoryEntity;
  rows: HistoryRow[];
  loading?: boolean;
}

/** The history rows in German: Zeit, Person, Aktion, Änderung alt → neu, Grund (oldest first). */
export function ChangeHistoryTable({ entity, rows, loading = false }: ChangeHistoryTableProps) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {h.hint}
      </Text>
      <DataTable
        label={h.label}
        columns={columns(entity)}
        rows={rows}
        getRowId={(row) => String(row.seq)}
        loading={loading}
        emptyText={h.empty}
      />
    </Stack>
  );
}

/** The 'Verlauf' of one time or absence, read from the server. */
export function ChangeHistory({
  projectId,
  entity,
  id,
}: {
  projectId: string;
  entity: 'entry' | 'absence';
  id: string;
}) {
  const history = useChangeHistory(projectId, { entity, id });
  return (
    <Stack gap="sm">
      <QueryError query={history} />
      <ChangeHistoryTable
        entity={entity}
        rows={history.data?.items ?? []}
        loading={history.isPending}
      />
    </Stack>
  );
}

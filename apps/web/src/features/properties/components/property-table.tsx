import { Anchor, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { PropertyListItem } from '@kontor/core/schemas/properties';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { messages } from '../messages.ts';
import { PropertyNameCell } from './property-name-cell.tsx';

interface PropertyTableProps {
  projectId: string;
  rows: PropertyListItem[];
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  loading: boolean;
  filtered: boolean;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: string) => void;
  onStale: () => void;
}

function StaffCell({ staff }: { staff: PropertyListItem['assignedStaff'] }) {
  if (staff.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  const shown = staff.slice(0, 2).map((s) => s.name);
  const more = staff.length - shown.length;
  const text = more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', ');
  return (
    <Tooltip
      label={staff.map((s) => s.name).join(', ')}
      withArrow
      multiline
      maw={320}
      disabled={more === 0}
    >
      <Text size="sm" lineClamp={1}>
        {text}
      </Text>
    </Tooltip>
  );
}

export function PropertyTable(props: PropertyTableProps) {
  const { projectId, onStale } = props;
  const columns: DataTableColumn<PropertyListItem>[] = [
    {
      key: 'name',
      header: messages.name,
      sortKey: 'name',
      render: (row) => <PropertyNameCell projectId={projectId} property={row} onStale={onStale} />,
    },
    {
      key: 'createdAt',
      header: messages.createdAt,
      sortKey: 'createdAt',
      width: 130,
      render: (row) => <Text size="sm">{formatDate(row.createdAt)}</Text>,
    },
    {
      key: 'createdBy',
      header: messages.createdBy,
      render: (row) => <Text size="sm">{row.createdBy?.name ?? messages.unknownUser}</Text>,
    },
    {
      key: 'staff',
      header: messages.assignedWorkers,
      render: (row) => <StaffCell staff={row.assignedStaff} />,
    },
    {
      key: 'link',
      header: '',
      width: 150,
      render: (row) => (
        <Anchor component={Link} to={`/properties/${row.id}`} size="sm" fw={500}>
          {messages.toDetail}
        </Anchor>
      ),
    },
  ];

  return (
    <DataTable
      label={messages.listTitle}
      columns={columns}
      rows={props.rows}
      getRowId={(row) => row.id}
      total={props.total}
      page={props.page}
      pageSize={props.pageSize}
      sort={props.sort}
      onSortChange={props.onSortChange}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      selectedIds={props.selectedIds}
      onSelectionChange={props.onSelectionChange}
      loading={props.loading}
      emptyText={props.filtered ? messages.emptySearch : messages.empty}
    />
  );
}

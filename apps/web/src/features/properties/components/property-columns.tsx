import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PropertyListItem } from '@kontor/core/schemas/properties';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { messages } from '../messages.ts';
import { PropertyNameCell } from './property-name-cell.tsx';

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

/** Columns of 'Objektübersicht'; `onEdit` opens the row in the slide-in editor. */
export function propertyColumns(
  projectId: string,
  onStale: () => void,
  onEdit: (id: string) => void,
): DataTableColumn<PropertyListItem>[] {
  return [
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
      width: 190,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/properties/${row.id}`} size="sm" fw={500}>
            {messages.toDetail}
          </Anchor>
          <Tooltip label={messages.quickEdit} withArrow>
            <ActionIcon
              variant="subtle"
              aria-label={`${messages.quickEdit}: ${row.name}`}
              onClick={() => onEdit(row.id)}
            >
              <IconAdjustments size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

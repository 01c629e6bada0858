import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TaskListItem } from '@kontor/core/schemas/tasks';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { messages } from '../messages.ts';
import { StaffNames } from './staff-names.tsx';
import { TaskTime } from './task-time.tsx';

const c = messages.columns;

/** Columns of a task page; 'Ausgeführt am' only off the active page (spec 000 §2). */
export function taskColumns(
  withExecutedAt: boolean,
  onInfo: (id: string) => void,
): DataTableColumn<TaskListItem>[] {
  const columns: (DataTableColumn<TaskListItem> | null)[] = [
    {
      key: 'title',
      header: c.title,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.title}
        </Text>
      ),
    },
    { key: 'due', header: c.due, render: (row) => <TaskTime task={row} /> },
    withExecutedAt
      ? {
          key: 'executedAt',
          header: c.executedAt,
          width: 130,
          render: (row) => <Text size="sm">{formatDate(row.executedAt) || '–'}</Text>,
        }
      : null,
    {
      key: 'property',
      header: c.property,
      render: (row) => <Text size="sm">{row.property.name}</Text>,
    },
    {
      key: 'state',
      header: c.state,
      width: 130,
      render: (row) => (
        <Badge variant="light" color="gray" c="dark.6">
          {messages.stateLabels[row.state]}
        </Badge>
      ),
    },
    { key: 'staff', header: c.staff, render: (row) => <StaffNames staff={row.assignedStaff} /> },
    {
      key: 'info',
      header: c.info,
      width: 70,
      render: (row) => (
        <ActionIcon
          variant="subtle"
          aria-label={`${messages.openInfo}: ${row.title}`}
          onClick={() => onInfo(row.id)}
        >
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
  return columns.filter((column) => column !== null);
}

import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { scheduleSummary } from '@kontor/core/tours/schedule-summary';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import type { ServiceEntry } from '../api/services-api.ts';
import { messages } from '../messages.ts';
import { names } from './service-catalogue.tsx';

const t = messages.entries;

interface EntryActions {
  /** The ISO year the schedules are summarised for (weeks of another year carry theirs). */
  year: number;
  edit: (row: ServiceEntry) => void;
  remove: (row: ServiceEntry) => void;
}

/**
 * The property's Leistungsverzeichnis: service, Turnus, Arbeiter, Vertretungen (who stands in
 * when a worker is absent), Status and the actions.
 */
export function entryColumns({
  year,
  edit,
  remove,
}: EntryActions): DataTableColumn<ServiceEntry>[] {
  return [
    {
      key: 'service',
      header: t.service,
      render: (row) => (
        <Anchor component="button" type="button" fw={500} ta="left" onClick={() => edit(row)}>
          {row.service.title}
        </Anchor>
      ),
    },
    {
      key: 'schedule',
      header: t.schedule,
      render: (row) => <Text size="sm">{scheduleSummary(row.schedule, year)}</Text>,
    },
    {
      key: 'workers',
      header: t.workers,
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {names(row.workers)}
        </Text>
      ),
    },
    {
      key: 'substitutes',
      header: t.substitutes,
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {names(row.substitutes)}
        </Text>
      ),
    },
    {
      key: 'active',
      header: t.active,
      width: 110,
      render: (row) => (
        <Badge variant="light" color={row.active ? 'teal' : 'gray'}>
          {row.active ? messages.catalogue.isActive : messages.matrix.paused}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 96,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`${t.edit}: ${row.service.title}`}
            onClick={() => edit(row)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t.delete}: ${row.service.title}`}
            onClick={() => remove(row)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

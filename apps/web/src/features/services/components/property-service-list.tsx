import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { berlinToday } from '@kontor/core/scheduling/index';
import { scheduleSummary } from '@kontor/core/tours/schedule-summary';
import { isoWeekOf } from '@kontor/core/time-tracking/local-date';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import type { PropertySlotProps } from '../../../lib/record-slots.ts';
import {
  useDeleteServiceEntry,
  useServiceEntries,
  type ServiceEntry,
} from '../api/services-api.ts';
import { messages } from '../messages.ts';
import { names } from './service-catalogue.tsx';
import { ServiceEntryDialog } from './service-entry-modal.tsx';

const t = messages.entries;

/** The property page's 'Leistungsverzeichnis' tab (slot `propertyServices`). */
export function PropertyServiceList({ projectId, propertyId }: PropertySlotProps) {
  const entries = useServiceEntries(projectId, propertyId);
  const remove = useDeleteServiceEntry(projectId, propertyId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ServiceEntry | null>(null);
  const year = isoWeekOf(berlinToday(Date.now())).year;

  return (
    <>
      <QueryError query={entries} />
      <DataTable<ServiceEntry>
        label={t.label}
        rows={entries.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={entries.isFetching}
        emptyText={t.empty}
        columns={[
          {
            key: 'service',
            header: t.service,
            render: (row) => (
              <Anchor
                component="button"
                type="button"
                fw={500}
                ta="left"
                onClick={() => setEditing(row.id)}
              >
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
                  onClick={() => setEditing(row.id)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t.delete}: ${row.service.title}`}
                  onClick={() => setDeleting(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <ServiceEntryDialog
        projectId={projectId}
        propertyId={propertyId}
        entryId={editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t.delete}
        message={deleting ? t.deleteConfirm(deleting.service.title) : ''}
        confirmLabel={t.deleteButton}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t.deleted);
              setDeleting(null);
            },
            onError: (error) => {
              notify.error(errorMessage(error));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

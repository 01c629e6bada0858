import { useState } from 'react';
import { berlinToday } from '@kontor/core/scheduling/index';
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
import { entryColumns } from './property-service-columns.tsx';
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
        columns={entryColumns({
          year,
          edit: (row: ServiceEntry) => setEditing(row.id),
          remove: setDeleting,
        })}
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

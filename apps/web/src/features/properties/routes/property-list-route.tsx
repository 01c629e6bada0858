import { Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PROPERTY_SORTS, type PropertyListItem } from '@kontor/core/schemas/properties';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId } from '../../../lib/active-project.ts';
import { propertiesQueryKey, useProperties } from '../api/get-properties.ts';
import { useUpdateProperty } from '../api/update-property.ts';
import { CreatePropertyModal } from '../components/create-property-modal.tsx';
import { propertyColumns } from '../components/property-columns.tsx';
import { PropertyQuickEdit } from '../components/property-quick-edit.tsx';
import { messages } from '../messages.ts';

const LIST: ListStateSpec<(typeof PROPERTY_SORTS)[number]> = {
  sorts: PROPERTY_SORTS,
  defaultSort: 'name',
  filters: ['archived'],
};

const archiveIcon = <IconArchive size={16} aria-hidden />;
const unarchiveIcon = <IconArchiveOff size={16} aria-hidden />;

/**
 * Route /properties: 'Objektübersicht' of the active properties; 'Archivierte anzeigen'
 * (`?archived=true`) lists the archived ones instead, to find and unarchive them.
 */
export function PropertyListRoute() {
  const projectId = useProjectId();
  const queryClient = useQueryClient();
  const [creating, creatingModal] = useDisclosure(false);
  const list = useListState(LIST);
  const { page, pageSize, sort, search } = list.state;
  const showArchived = list.state.filters.archived === 'true';
  const properties = useProperties(projectId, {
    page,
    pageSize,
    sort,
    archived: showArchived ? 'true' : 'false',
    search: search || undefined,
  });
  const update = useUpdateProperty(projectId);
  const version = (id: string) =>
    properties.data?.items.find((row: PropertyListItem) => row.id === id)?.version ?? 0;
  const setArchived = (archived: boolean) => (id: string) =>
    update.mutateAsync({ propertyId: id, body: { version: version(id), archived } });
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: propertiesQueryKey(projectId) });

  return (
    <>
      <ListPage
        texts={showArchived ? messages.archivedList : messages.list}
        onCreate={creatingModal.open}
        list={list}
        query={properties}
        columns={propertyColumns(projectId, reload, (id) => list.set({ selected: id }))}
        filters={
          <Switch
            label={messages.showArchived}
            checked={showArchived}
            onChange={(event) =>
              list.set({ filters: { archived: event.currentTarget.checked ? 'true' : null } })
            }
          />
        }
        bulkActions={[
          showArchived
            ? { texts: messages.unarchiveSelected, icon: unarchiveIcon, run: setArchived(false) }
            : {
                texts: messages.archiveSelected,
                icon: archiveIcon,
                danger: true,
                run: setArchived(true),
              },
        ]}
        panel={{
          title: messages.quickEdit,
          render: (id) => <PropertyQuickEdit projectId={projectId} propertyId={id} />,
        }}
      />
      <CreatePropertyModal projectId={projectId} opened={creating} onClose={creatingModal.close} />
    </>
  );
}

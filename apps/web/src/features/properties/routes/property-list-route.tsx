import { useState } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  propertiesQueryKey,
  useProperties,
  type PropertyListParams,
} from '../api/get-properties.ts';
import { CreatePropertyModal } from '../components/create-property-modal.tsx';
import { PropertyTable } from '../components/property-table.tsx';
import { messages } from '../messages.ts';

type Sort = PropertyListParams['sort'];

/** Route /properties: 'Objektübersicht', only non-archived properties. */
export function PropertyListRoute() {
  const projectId = useProjectId();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  // Spec 001 §9: search debounces for one second.
  const [debouncedSearch] = useDebouncedValue(search.trim(), 1000);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<Sort>('name');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  const query: PropertyListParams = {
    page,
    pageSize,
    sort,
    archived: 'false',
    search: debouncedSearch || undefined,
  };
  const properties = useProperties(projectId, query);

  return (
    <>
      <PageHeader
        title={messages.listTitle}
        description={messages.listDescription}
        createLabel={messages.newProperty}
        onCreate={() => setCreating(true)}
      />
      <FilterBar
        active={search !== ''}
        onReset={() => {
          setSearch('');
          setPage(1);
        }}
      >
        <TextInput
          aria-label={messages.search}
          placeholder={messages.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
      </FilterBar>
      {properties.isError ? (
        <Alert color="red" variant="light" mb="md" role="alert">
          {errorMessage(properties.error)}
        </Alert>
      ) : null}
      <PropertyTable
        projectId={projectId}
        rows={properties.data?.items ?? []}
        total={properties.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        sort={sort}
        loading={properties.isFetching}
        filtered={debouncedSearch !== ''}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        onSortChange={(next) => setSort(next as Sort)}
        onStale={() =>
          void queryClient.invalidateQueries({ queryKey: propertiesQueryKey(projectId) })
        }
      />
      <CreatePropertyModal
        projectId={projectId}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </>
  );
}

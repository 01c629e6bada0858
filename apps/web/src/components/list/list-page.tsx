import type { ReactNode } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client.ts';
import { FilterBar } from '../filter-bar.tsx';
import { PageHeader, type PageHeaderProps, type PageHeaderTab } from '../page-header.tsx';
import { SlideInPanel } from '../slide-in-panel.tsx';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { isFiltered } from './list-state.ts';
import { TablePager } from './table-pager.tsx';
import type { ListStateControls } from './use-list-state.ts';

/** The part of a TanStack list query the page reads. */
export interface ListQuery<T> {
  data?: { items: T[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

export interface ListPageProps<T, Sort extends string, Tab extends string> extends Pick<
  PageHeaderProps,
  'title' | 'description' | 'actions' | 'createLabel' | 'onCreate'
> {
  list: ListStateControls<Sort, Tab>;
  query: ListQuery<T>;
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  searchLabel: string;
  /** Extra filter inputs beside the search (their values live in `list.state.filters`). */
  filters?: ReactNode;
  /** State tabs with their counts, e.g. 'Aktiv (12)'. */
  tabs?: (PageHeaderTab & { value: Tab })[];
  emptyText: string;
  emptyFilteredText: string;
  /** Buttons for the selected rows; omit for a list without selection. */
  bulkActions?: (ids: string[], clear: () => void) => ReactNode;
  /** The slide-in for the record in `?selected=`; omit for a list without one. */
  panel?: { title: ReactNode; render: (id: string, close: () => void) => ReactNode };
}

/**
 * A module's list screen (spec 001 §2): header with state tabs, filter bar, table with pager,
 * bulk actions and the slide-in panel, all driven by the URL list state.
 */
export function ListPage<T, Sort extends string, Tab extends string>(
  props: ListPageProps<T, Sort, Tab>,
) {
  const { list, query, panel, bulkActions } = props;
  const { state, set } = list;
  const clearSelection = () => list.setSelectedIds([]);
  const closePanel = () => set({ selected: null });

  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={props.actions}
        createLabel={props.createLabel}
        onCreate={props.onCreate}
        tabs={props.tabs}
        activeTab={state.tab}
        onTabChange={(tab) => set({ tab: tab as Tab })}
      />
      <FilterBar active={isFiltered(state) || list.searchInput !== ''} onReset={list.reset}>
        <TextInput
          aria-label={props.searchLabel}
          placeholder={props.searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.searchInput}
          onChange={(event) => list.setSearchInput(event.currentTarget.value)}
          w={300}
        />
        {props.filters}
      </FilterBar>
      {query.isError ? (
        <Alert color="red" variant="light" mb="md" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      {bulkActions ? (
        <BulkActionBar count={list.selectedIds.length} onClear={clearSelection}>
          {bulkActions(list.selectedIds, clearSelection)}
        </BulkActionBar>
      ) : null}
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={query.data?.items ?? []}
        getRowId={props.getRowId}
        sort={state.sort}
        onSortChange={(sort) => set({ sort: sort as Sort })}
        selectedIds={bulkActions ? list.selectedIds : undefined}
        onSelectionChange={bulkActions ? list.setSelectedIds : undefined}
        loading={query.isFetching}
        emptyText={isFiltered(state) ? props.emptyFilteredText : props.emptyText}
        footer={
          <TablePager
            total={query.data?.total ?? 0}
            page={state.page}
            pageSize={state.pageSize}
            onPageChange={(page) => set({ page })}
            onPageSizeChange={(pageSize) => set({ pageSize })}
          />
        }
      />
      {panel ? (
        <SlideInPanel opened={state.selected !== null} title={panel.title} onClose={closePanel}>
          {state.selected ? panel.render(state.selected, closePanel) : null}
        </SlideInPanel>
      ) : null}
    </>
  );
}

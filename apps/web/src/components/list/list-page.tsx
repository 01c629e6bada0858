import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FilterBar } from '../filter-bar.tsx';
import { PageHeader, type PageHeaderProps, type PageHeaderTab } from '../page-header.tsx';
import { QueryError } from '../query-error.tsx';
import { SlideInPanel } from '../slide-in-panel.tsx';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { isFiltered } from './list-state.ts';
import { TablePager } from './table-pager.tsx';
import type { ListStateControls } from './use-list-state.ts';
import { BulkConfirmAction, type BulkConfirmActionProps } from './bulk-confirm-action.tsx';

/** The part of a TanStack list query the page reads. */
export interface ListQuery<T> {
  data?: { items: T[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/** A list screen's texts, kept in the feature's messages. */
export interface ListTexts {
  /** Page title and the table's accessible name. */
  title: string;
  description?: string;
  /** Label of the create button (shown with `onCreate`). */
  create?: string;
  search: string;
  empty: string;
  emptyFiltered: string;
}

export interface ListPageProps<
  T extends { id: string },
  Sort extends string,
  Tab extends string,
> extends Pick<PageHeaderProps, 'actions' | 'onCreate'> {
  texts: ListTexts;
  list: ListStateControls<Sort, Tab>;
  query: ListQuery<T>;
  columns: DataTableColumn<T>[];
  /** Extra filter inputs beside the search (their values live in `list.state.filters`). */
  filters?: ReactNode;
  /** State tabs with their counts, e.g. 'Aktiv (12)'. */
  tabs?: (PageHeaderTab & { value: Tab })[];
  /**
   * Actions on the selected rows: confirmed actions run per row, or a render function for other
   * buttons; omit for a list without selection.
   */
  bulkActions?: BulkAction[] | ((ids: string[], clear: () => void) => ReactNode);
  /** The slide-in for the record in `?selected=`; omit for a list without one. */
  panel?: { title: ReactNode; render: (id: string, close: () => void) => ReactNode };
  /** Inside a record page (a property's tasks): a second-level title, no description. */
  embedded?: boolean;
}

/** A confirmed action on the selected rows (`run` is called once per id). */
export type BulkAction = Omit<BulkConfirmActionProps, 'ids' | 'onDone'>;

/**
 * A module's list screen (spec 001 §2): header with state tabs, filter bar, table with pager,
 * bulk actions and the slide-in panel, all driven by the URL list state.
 */
export function ListPage<T extends { id: string }, Sort extends string, Tab extends string>(
  props: ListPageProps<T, Sort, Tab>,
) {
  const { list, query, panel, bulkActions, texts } = props;
  const { state, set } = list;
  const clearSelection = () => list.setSelectedIds([]);
  const closePanel = () => set({ selected: null });

  return (
    <>
      <PageHeader
        title={texts.title}
        titleOrder={props.embedded ? 2 : 1}
        description={props.embedded ? undefined : texts.description}
        actions={props.actions}
        createLabel={texts.create}
        onCreate={props.onCreate}
        tabs={props.tabs}
        activeTab={state.tab}
        onTabChange={(tab) => set({ tab: tab as Tab })}
      />
      <FilterBar active={isFiltered(state) || list.searchInput !== ''} onReset={list.reset}>
        <TextInput
          aria-label={texts.search}
          placeholder={texts.search}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.searchInput}
          onChange={(event) => list.setSearchInput(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        {props.filters}
      </FilterBar>
      <QueryError query={query} />
      {bulkActions ? (
        <BulkActionBar count={list.selectedIds.length} onClear={clearSelection}>
          {Array.isArray(bulkActions)
            ? bulkActions.map((action) => (
                <BulkConfirmAction
                  key={action.texts.label}
                  {...action}
                  ids={list.selectedIds}
                  onDone={clearSelection}
                />
              ))
            : bulkActions(list.selectedIds, clearSelection)}
        </BulkActionBar>
      ) : null}
      <DataTable
        label={texts.title}
        columns={props.columns}
        rows={query.data?.items ?? []}
        getRowId={(row) => row.id}
        sort={state.sort}
        onSortChange={(sort) => set({ sort: sort as Sort })}
        selectedIds={bulkActions ? list.selectedIds : undefined}
        onSelectionChange={bulkActions ? list.setSelectedIds : undefined}
        loading={query.isFetching}
        emptyText={isFiltered(state) ? texts.emptyFiltered : texts.empty}
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

import { Text } from '@mantine/core';
import type { ImportFinding, ImportFindingKind, ImportRun } from '@kontor/core/schemas/imports';
import type { DataTableColumn } from '../../../../components/list/data-table.tsx';
import { ListPage } from '../../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../../components/list/list-state.ts';
import { useListState } from '../../../../components/list/use-list-state.ts';
import { useImportFindings } from '../../api/imports.ts';
import { messages } from '../../messages.ts';

const text = messages.imports;
const LIST: ListStateSpec<'found', ImportFindingKind> = {
  sorts: ['found'],
  defaultSort: 'found',
  tabs: ['skipped', 'note'],
  paramPrefix: 'bericht',
  defaultPageSize: 20,
};

const columns = (kind: ImportFindingKind): DataTableColumn<ImportFinding>[] => [
  {
    key: 'className',
    header: text.colClass,
    render: (f) => (
      <Text size="sm" fw={600}>
        {f.className}
      </Text>
    ),
  },
  {
    key: 'sourceId',
    header: text.colObjectId,
    render: (f) => (
      <Text size="sm" ff="monospace">
        {f.sourceId || '–'}
      </Text>
    ),
  },
  {
    key: 'text',
    header: kind === 'skipped' ? text.colReason : text.colNote,
    render: (f) => <Text size="sm">{f.text}</Text>,
  },
];

/** 'Bericht': the skipped objects with their reason and the notes, searchable, live while running. */
export function ImportFindings({ run }: { run: ImportRun }) {
  const list = useListState(LIST);
  const { page, pageSize, search } = list.state;
  const kind = list.state.tab ?? 'skipped';
  const findings = useImportFindings(
    run.id,
    { kind, page, pageSize, search: search || undefined },
    `${run.state}:${run.skipped}:${run.notes}`,
  );
  return (
    <ListPage
      embedded
      texts={{
        ...text.report,
        empty: kind === 'skipped' ? text.report.emptySkipped : text.report.emptyNotes,
      }}
      list={list}
      query={findings}
      columns={columns(kind)}
      tabs={[
        { value: 'skipped', label: text.tabSkipped, count: run.skipped },
        { value: 'note', label: text.tabNotes, count: run.notes },
      ]}
    />
  );
}

import { Anchor, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate } from 'react-router';
import type { ImportRunListItem } from '@kontor/core/schemas/imports';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useShell } from '../../../lib/active-project.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useImportRuns } from '../api/imports.ts';
import { ImportStateBadge, sourceHost } from '../components/imports/import-state-badge.tsx';
import { StartImportModal } from '../components/imports/start-import-modal.tsx';
import { messages } from '../messages.ts';

const text = messages.imports;
const LIST: ListStateSpec<'-created'> = { sorts: ['-created'], defaultSort: '-created' };

const columns: DataTableColumn<ImportRunListItem>[] = [
  {
    key: 'started',
    header: text.colStarted,
    render: (run) => (
      <Anchor
        component={Link}
        to={`/admin/import/${run.id}`}
        size="sm"
        fw={600}
        aria-label={text.open(formatDateTime(run.createdAt))}
      >
        {formatDateTime(run.createdAt)}
      </Anchor>
    ),
  },
  { key: 'source', header: text.colSource, render: (run) => sourceHost(run.serverUrl) },
  { key: 'project', header: text.colProject, render: (run) => run.projectName ?? '–' },
  {
    key: 'kind',
    header: text.colKind,
    render: (run) => (run.dryRun ? text.dryRun : text.realRun),
  },
  { key: 'state', header: text.colState, render: (run) => <ImportStateBadge run={run} /> },
  {
    key: 'read',
    header: text.colRead,
    render: (run) => <Text size="sm">{run.read.toLocaleString('de-DE')}</Text>,
  },
  {
    key: 'skipped',
    header: text.colSkipped,
    render: (run) => <Text size="sm">{run.skipped.toLocaleString('de-DE')}</Text>,
  },
];

/** /admin/import: 'Daten importieren', the runs (superusers only; docs/import.md). */
export function ImportRunsRoute() {
  const { me } = useShell();
  const list = useListState(LIST);
  const { page, pageSize, search } = list.state;
  const runs = useImportRuns({ page, pageSize, search: search || undefined });
  const [starting, startModal] = useDisclosure(false);
  // The server refuses anyone else; this only spares them a page of errors.
  if (!me.isSuperuser) return <Navigate to="/admin" replace />;
  return (
    <>
      <ListPage
        texts={text.list}
        onCreate={startModal.open}
        list={list}
        query={runs}
        columns={columns}
      />
      <StartImportModal opened={starting} onClose={startModal.close} />
    </>
  );
}

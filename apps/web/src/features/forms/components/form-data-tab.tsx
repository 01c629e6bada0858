import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Submission } from '@kontor/core/schemas/forms';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BulkActionBar } from '../../../components/list/bulk-action-bar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { TablePager } from '../../../components/list/table-pager.tsx';
import { useListState } from '../../../components/list/use-list-state.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { submissionFileUrl, useDeleteSubmissions, useSubmissions } from '../api/submissions-api.ts';
import { formDataMessages as messages } from '../form-data-messages.ts';
import { SubmitterPrivacy } from './submitter-privacy.tsx';

/** The list shares the form page's URL with its tabs: its params are `data.page`, … */
const LIST: ListStateSpec<'-createdAt'> = {
  sorts: ['-createdAt'],
  defaultSort: '-createdAt',
  paramPrefix: 'data',
};

/** A value of the data; a file field's value is the name of one of the row's files: a link. */
function cellOf(projectId: string, formId: string, row: Submission, key: string) {
  const value = row.data[key];
  if (value === undefined) return <Text size="sm">–</Text>;
  const file = row.files.find((f) => f.name === value);
  if (file)
    return (
      <Anchor
        size="sm"
        href={submissionFileUrl(projectId, formId, row.id, file.id)}
        download={file.name}
      >
        {file.name}
      </Anchor>
    );
  return (
    <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {value}
    </Text>
  );
}

function dataColumns(
  projectId: string,
  formId: string,
  keys: string[],
): DataTableColumn<Submission>[] {
  return [
    {
      key: 'createdAt',
      header: messages.date,
      role: 'primary',
      render: (row) => <Text size="sm">{formatDateTime(row.createdAt)}</Text>,
    },
    ...keys.map((key) => ({
      key: `data.${key}`,
      header: key,
      render: (row: Submission) => cellOf(projectId, formId, row, key),
    })),
  ];
}

/**
 * 'Daten' (spec 001 §2 Forms): the form's submissions, 10 per page, 'Datum' plus one column
 * per key found in the data; selected rows are deleted with 'Daten löschen' after a question.
 * Below, the submitters' rights (export and deletion by address).
 */
export function FormDataTab({ projectId, formId }: { projectId: string; formId: string }) {
  const list = useListState(LIST);
  const { page, pageSize } = list.state;
  const submissions = useSubmissions(projectId, formId, { page, pageSize });
  const remove = useDeleteSubmissions(projectId, formId);
  const [asking, setAsking] = useState(false);
  const ids = list.selectedIds;

  async function confirmDelete() {
    try {
      const result = await remove.mutateAsync(ids);
      notify.success(messages.deleteData.done(result.applied.length));
      list.setSelectedIds([]);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setAsking(false);
    }
  }

  const data = submissions.data;
  return (
    <Stack gap="xl">
      <div>
        <QueryError query={submissions} />
        <BulkActionBar count={ids.length} onClear={() => list.setSelectedIds([])}>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setAsking(true)}
          >
            {messages.deleteData.label}
          </Button>
        </BulkActionBar>
        <DataTable
          label={messages.table}
          columns={dataColumns(projectId, formId, data?.columns ?? [])}
          rows={data?.items ?? []}
          getRowId={(row) => row.id}
          selectedIds={ids}
          onSelectionChange={list.setSelectedIds}
          loading={submissions.isPending}
          emptyText={messages.empty}
          footer={
            data && data.total > 0 ? (
              <TablePager
                total={data.total}
                page={page}
                pageSize={pageSize}
                onPageChange={(p) => list.set({ page: p })}
                onPageSizeChange={(size) => list.set({ pageSize: size })}
              />
            ) : undefined
          }
        />
        <ConfirmDialog
          opened={asking}
          title={messages.deleteData.title}
          message={messages.deleteData.message(ids.length)}
          confirmLabel={messages.deleteData.confirmLabel}
          danger
          loading={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setAsking(false)}
        />
      </div>
      <SubmitterPrivacy projectId={projectId} />
    </Stack>
  );
}

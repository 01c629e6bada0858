import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconTrash } from '@tabler/icons-react';
import type { Submission, SubmissionColumn } from '@kontor/core/schemas/forms';
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
import {
  submissionFileUrl,
  submissionsCsvUrl,
  useDeleteSubmissions,
  useSubmissions,
} from '../api/submissions-api.ts';
import { formDataMessages as messages } from '../form-data-messages.ts';
import { answerOf } from './submission-answers.tsx';
import { SubmissionPanel } from './submission-panel.tsx';
import { SubmitterPrivacy } from './submitter-privacy.tsx';

/** The list shares the form page's URL with its tabs: its params are `data.page`, … */
const LIST: ListStateSpec<'-createdAt'> = {
  sorts: ['-createdAt'],
  defaultSort: '-createdAt',
  paramPrefix: 'data',
};

/**
 * 'Datum' (it opens the submission), then one column per current field of the form, headed by
 * its label, in field order, also when no submission on the page answered it (issue 35).
 */
export function dataColumns(
  columns: SubmissionColumn[],
  fileUrl: (row: Submission, fileId: string) => string,
  onOpen: (row: Submission) => void,
): DataTableColumn<Submission>[] {
  return [
    {
      key: 'createdAt',
      header: messages.date,
      role: 'primary',
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={messages.open(formatDateTime(row.createdAt))}
          onClick={() => onOpen(row)}
        >
          {formatDateTime(row.createdAt)}
        </Anchor>
      ),
    },
    ...columns.map((column) => ({
      key: `data.${column.name}`,
      header: column.label,
      render: (row: Submission) => (
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {answerOf(row, column.name, column.type, (fileId) => fileUrl(row, fileId)) ?? '–'}
        </Text>
      ),
    })),
  ];
}

/**
 * 'Daten' (spec 001 §2 Forms): the form's submissions, 10 per page, 'Datum' plus one column
 * per field; selected rows are deleted with 'Daten löschen' after a question; 'CSV exportieren'
 * downloads all of them; 'Datum' opens one in full (`data.selected`, also a notification's
 * target). Below, the submitters' rights (export and deletion by address).
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
  const fileUrl = (row: Submission, fileId: string) =>
    submissionFileUrl(projectId, formId, row.id, fileId);
  return (
    <Stack gap="xl">
      <div>
        <QueryError query={submissions} />
        <Group justify="flex-end" mb="sm">
          <Button
            component="a"
            href={submissionsCsvUrl(projectId, formId)}
            download
            variant="default"
            size="xs"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            {messages.csv}
          </Button>
        </Group>
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
          columns={dataColumns(data?.columns ?? [], fileUrl, (row) =>
            list.set({ selected: row.id }),
          )}
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
      <SubmissionPanel
        projectId={projectId}
        submissionId={list.state.selected}
        columns={data?.columns ?? []}
        onClose={() => list.set({ selected: null })}
      />
      <SubmitterPrivacy projectId={projectId} />
    </Stack>
  );
}

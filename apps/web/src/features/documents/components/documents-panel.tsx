import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Document } from '@kontor/core/schemas/documents';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteDocument, useDocuments, type DocumentOwner } from '../api/documents-api.ts';
import { messages } from '../messages.ts';
import { documentColumns } from './document-columns.tsx';
import { DocumentFormModal } from './document-form-modal.tsx';

interface DocumentsPanelProps {
  projectId: string;
  owner: DocumentOwner;
}

/** The documents of a property (or a task): list, add with a file, delete after asking. */
export function DocumentsPanel({ projectId, owner }: DocumentsPanelProps) {
  const documents = useDocuments(projectId, owner);
  const remove = useDeleteDocument(projectId, owner);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Document | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(messages.deleted);
        setDeleting(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {messages.add}
        </Button>
      </Group>
      {documents.isError ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {errorMessage(documents.error)}
        </Alert>
      ) : null}
      <DataTable
        label={messages.title}
        columns={documentColumns(setDeleting)}
        rows={documents.data ?? []}
        getRowId={(document) => document.id}
        loading={documents.isPending}
        emptyText={messages.empty}
      />
      <DocumentFormModal
        projectId={projectId}
        owner={owner}
        opened={adding}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.deleteTitle}
        message={messages.deleteConfirm}
        confirmLabel={messages.delete}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

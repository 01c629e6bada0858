import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Document } from '@kontor/core/schemas/documents';
import { DataTable } from '../../../components/list/data-table.tsx';
import { useConfirmedDelete } from '../../../components/list/delete-action.tsx';
import { QueryError } from '../../../components/query-error.tsx';
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
  const deleting = useConfirmedDelete<Document>(remove, messages);

  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {messages.add}
        </Button>
      </Group>
      <QueryError query={documents} />
      <DataTable
        label={messages.title}
        columns={documentColumns(deleting.ask)}
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
      {deleting.dialog}
    </>
  );
}

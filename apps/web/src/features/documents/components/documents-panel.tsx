import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Document } from '@kontor/core/schemas/documents';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteDocument, useDocuments, type DocumentOwner } from '../api/documents-api.ts';
import { documentTypeLabel } from '../document-form-values.ts';
import { messages } from '../messages.ts';
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
  const rows = documents.data ?? [];

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
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={messages.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.name}</Table.Th>
                <Table.Th>{messages.file}</Table.Th>
                <Table.Th w={90}>{messages.type}</Table.Th>
                <Table.Th>{messages.createdBy}</Table.Th>
                <Table.Th w={120}>{messages.date}</Table.Th>
                <Table.Th w={60} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {document.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={document.file.url} download={document.file.name} size="sm">
                      <Group gap={4} wrap="nowrap">
                        <IconDownload size={14} aria-hidden />
                        {document.file.name}
                      </Group>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {documentTypeLabel(document.contentType, document.file.name)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{document.createdBy?.name ?? messages.unknownUser}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(document.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={messages.delete} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${document.name} löschen`}
                        onClick={() => setDeleting(document)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Center py="xl">
                      {documents.isPending ? (
                        <Loader size="sm" aria-label="Lädt" />
                      ) : (
                        <Text c="dimmed">{messages.empty}</Text>
                      )}
                    </Center>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
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

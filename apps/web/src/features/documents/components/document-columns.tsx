import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Document } from '@kontor/core/schemas/documents';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { deleteColumn } from '../../../components/list/delete-action.tsx';
import { formatDate } from '../../../lib/format.ts';
import { documentTypeLabel } from '../document-form-values.ts';
import { messages } from '../messages.ts';

/** Columns of a record's 'Dokumente' table; `onDelete` asks before deleting. */
export function documentColumns(
  onDelete: (document: Document) => void,
): DataTableColumn<Document>[] {
  return [
    {
      key: 'name',
      header: messages.name,
      render: (document) => (
        <Text size="sm" fw={500}>
          {document.name}
        </Text>
      ),
    },
    {
      key: 'file',
      header: messages.file,
      render: (document) => (
        <Anchor href={document.file.url} download={document.file.name} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            {document.file.name}
          </Group>
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: messages.type,
      width: 90,
      render: (document) => (
        <Text size="sm">{documentTypeLabel(document.contentType, document.file.name)}</Text>
      ),
    },
    {
      key: 'createdBy',
      header: messages.createdBy,
      render: (document) => (
        <Text size="sm">{document.createdBy?.name ?? messages.unknownUser}</Text>
      ),
    },
    {
      key: 'date',
      header: messages.date,
      width: 120,
      render: (document) => <Text size="sm">{formatDate(document.createdAt)}</Text>,
    },
    deleteColumn(messages, (document) => document.name, onDelete),
  ];
}

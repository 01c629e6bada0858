import { Badge, Group, Image, Text } from '@mantine/core';
import { TABLE_THUMBNAIL_HEIGHT, type Image as ImageRecord } from '@kontor/core/schemas/images';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { deleteColumn } from '../../../components/list/delete-action.tsx';
import { formatDate } from '../../../lib/format.ts';
import { messages } from '../messages.ts';
import { thumbnailUrl } from '../../../components/image-picker/images-api.ts';

/** Shown at half the thumbnail's height, so the 128 px thumbnail is sharp on 2× screens. */
const PREVIEW_HEIGHT = TABLE_THUMBNAIL_HEIGHT / 2;

/** Columns of 'Bilder'; `onDelete` asks before deleting the row's image. */
export function imageColumns(
  projectId: string,
  onDelete: (image: ImageRecord) => void,
): DataTableColumn<ImageRecord>[] {
  return [
    {
      key: 'preview',
      header: messages.preview,
      width: 140,
      render: (row) => (
        <Image
          src={thumbnailUrl(projectId, row.id, { h: TABLE_THUMBNAIL_HEIGHT })}
          alt={row.name}
          h={PREVIEW_HEIGHT}
          w="auto"
          maw={120}
          fit="contain"
          radius="sm"
          loading="lazy"
        />
      ),
    },
    {
      key: 'date',
      header: messages.date,
      width: 120,
      render: (row) => <Text size="sm">{formatDate(row.createdAt)}</Text>,
    },
    { key: 'name', header: messages.name, render: (row) => <Text size="sm">{row.name}</Text> },
    {
      key: 'description',
      header: messages.descriptionColumn,
      render: (row) => (
        <Text size="sm" c={row.description ? undefined : 'dimmed'} lineClamp={2}>
          {row.description || '–'}
        </Text>
      ),
    },
    {
      key: 'connected',
      header: messages.connected,
      render: (row) =>
        row.connectedElements.length === 0 ? (
          <Text size="sm" c="dimmed">
            –
          </Text>
        ) : (
          <Group gap={4}>
            {row.connectedElements.map((element) => (
              <Badge key={`${element.type}-${element.id}`} variant="light" tt="none">
                {element.label}
              </Badge>
            ))}
          </Group>
        ),
    },
    deleteColumn(messages, (row) => row.name, onDelete),
  ];
}

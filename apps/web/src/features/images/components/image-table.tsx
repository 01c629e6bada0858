import { ActionIcon, Badge, Group, Image, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { TABLE_THUMBNAIL_HEIGHT, type Image as ImageRecord } from '@kontor/core/schemas/images';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { messages } from '../messages.ts';
import { thumbnailUrl } from '../../../components/image-picker/images-api.ts';

interface ImageTableProps {
  projectId: string;
  rows: ImageRecord[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  filtered: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onDelete: (image: ImageRecord) => void;
}

/** Shown at half the thumbnail's height, so the 128 px thumbnail is sharp on 2× screens. */
const PREVIEW_HEIGHT = TABLE_THUMBNAIL_HEIGHT / 2;

export function ImageTable(props: ImageTableProps) {
  const { projectId, onDelete } = props;
  const columns: DataTableColumn<ImageRecord>[] = [
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
    {
      key: 'actions',
      header: '',
      width: 60,
      render: (row) => (
        <Tooltip label={messages.delete} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${row.name} löschen`}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <DataTable
      label={messages.title}
      columns={columns}
      rows={props.rows}
      getRowId={(row) => row.id}
      total={props.total}
      page={props.page}
      pageSize={props.pageSize}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      loading={props.loading}
      emptyText={props.filtered ? messages.emptySearch : messages.noImages}
    />
  );
}

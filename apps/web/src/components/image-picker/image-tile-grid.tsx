import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Center,
  Group,
  Image,
  Loader,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconSearch,
} from '@tabler/icons-react';
import { PAGE_SIZES } from '@kontor/core/schemas/common';
import {
  PICKER_DEFAULT_PAGE_SIZE,
  TILE_THUMBNAIL_WIDTH,
  imageMessages,
} from '@kontor/core/schemas/images';
import { errorMessage } from '../../lib/api-client.ts';
import { useImages, thumbnailUrl } from './images-api.ts';
import classes from './image-picker.module.css';

interface ImageTileGridProps {
  projectId: string;
  selection: readonly string[];
  onToggle: (id: string) => void;
}

/** The select tab: searchable, paged tiles; a tile is a toggle button named after the image. */
export function ImageTileGrid({ projectId, selection, onToggle }: ImageTileGridProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PICKER_DEFAULT_PAGE_SIZE);
  const images = useImages(projectId, { page, pageSize, search: debouncedSearch || undefined });
  const items = images.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((images.data?.total ?? 0) / pageSize));
  const shownPage = Math.min(page, pages);

  const pager = [
    { label: 'Erste Seite', icon: IconChevronsLeft, to: 1, disabled: shownPage <= 1 },
    {
      label: 'Vorherige Seite',
      icon: IconChevronLeft,
      to: shownPage - 1,
      disabled: shownPage <= 1,
    },
    {
      label: 'Nächste Seite',
      icon: IconChevronRight,
      to: shownPage + 1,
      disabled: shownPage >= pages,
    },
    { label: 'Letzte Seite', icon: IconChevronsRight, to: pages, disabled: shownPage >= pages },
  ];

  return (
    <>
      <TextInput
        aria-label={imageMessages.search}
        placeholder={imageMessages.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        mb="sm"
      />
      {images.isError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errorMessage(images.error)}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Center mih={160}>
          {images.isFetching ? (
            <Loader size="sm" role="status" aria-label="Lädt" />
          ) : (
            <Text c="dimmed">{imageMessages.noImages}</Text>
          )}
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" aria-busy={images.isFetching}>
          {items.map((image) => {
            const selected = selection.includes(image.id);
            return (
              <UnstyledButton
                key={image.id}
                className={classes.tile}
                data-selected={selected || undefined}
                aria-pressed={selected}
                aria-label={image.name}
                onClick={() => onToggle(image.id)}
              >
                <Image
                  src={thumbnailUrl(projectId, image.id, { w: TILE_THUMBNAIL_WIDTH })}
                  alt=""
                  h={96}
                  fit="cover"
                  radius="sm"
                  loading="lazy"
                />
                <Text size="xs" truncate mt={4} px={4}>
                  {image.name}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" c="dimmed" id="picker-rows-label">
            {imageMessages.rowsPerPage}
          </Text>
          <Select
            aria-labelledby="picker-rows-label"
            size="xs"
            w={84}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(value) => {
              if (!value) return;
              setPageSize(Number(value));
              setPage(1);
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Group gap={4}>
          {pager.slice(0, 2).map(({ label, icon: Icon, to, disabled }) => (
            <ActionIcon
              key={label}
              variant="default"
              aria-label={label}
              disabled={disabled}
              onClick={() => setPage(to)}
            >
              <Icon size={16} />
            </ActionIcon>
          ))}
          <Text size="sm" px="xs" aria-label="Seite">
            {shownPage} / {pages}
          </Text>
          {pager.slice(2).map(({ label, icon: Icon, to, disabled }) => (
            <ActionIcon
              key={label}
              variant="default"
              aria-label={label}
              disabled={disabled}
              onClick={() => setPage(to)}
            >
              <Icon size={16} />
            </ActionIcon>
          ))}
        </Group>
      </Group>
    </>
  );
}

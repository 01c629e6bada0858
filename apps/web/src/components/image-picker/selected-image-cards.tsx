import { ActionIcon, Card, Group, Image, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { SELECTED_LIST_THUMBNAIL_WIDTH, imageMessages } from '@kontor/core/schemas/images';
import { useImagesByIds, thumbnailUrl } from './images-api.ts';

interface SelectedImageCardsProps {
  projectId: string;
  selection: readonly string[];
  max: number;
  onRemove: (id: string) => void;
}

/** Spec 000 §9: cards 360×202.5 with maximum 1, else 120×63. */
function cardSize(max: number) {
  return max > 1 ? { width: 120, height: 63 } : { width: 360, height: 202.5 };
}

/** 'Ausgewählte Bilder': a card per chosen image with its name and a delete icon. */
export function SelectedImageCards({
  projectId,
  selection,
  max,
  onRemove,
}: SelectedImageCardsProps) {
  const images = useImagesByIds(projectId, selection);
  const byId = new Map((images.data ?? []).map((image) => [image.id, image]));
  const size = cardSize(max);

  return (
    <section aria-label={imageMessages.selected}>
      <Text fw={600} size="sm" mb="xs">
        {imageMessages.selected}
      </Text>
      {selection.length === 0 ? (
        <Text size="sm" c="dimmed">
          –
        </Text>
      ) : (
        <Group gap="sm" align="flex-start">
          {selection.map((id) => {
            const name = byId.get(id)?.name ?? '';
            return (
              <Card key={id} withBorder padding={4} radius="md" w={size.width + 10}>
                <Card.Section>
                  <Image
                    src={thumbnailUrl(projectId, id, { w: SELECTED_LIST_THUMBNAIL_WIDTH })}
                    alt={name}
                    w={size.width + 10}
                    h={size.height}
                    fit="cover"
                  />
                </Card.Section>
                <Group justify="space-between" gap={4} wrap="nowrap" mt={4}>
                  <Text size="xs" truncate title={name}>
                    {name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`${name || 'Bild'} entfernen`}
                    onClick={() => onRemove(id)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Card>
            );
          })}
        </Group>
      )}
    </section>
  );
}

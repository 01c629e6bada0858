import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ConnectedElement } from '@kontor/core/schemas/images';
import { messages } from '../messages.ts';

/**
 * The places an image is used, each element once even where two of its fields hold the image
 * (a page's cover and one of its elements): 'Beitrag: Sommerfest', 'Projektlogo'.
 */
export function placesOf(elements: readonly ConnectedElement[]): { key: string; label: string }[] {
  const places = new Map<string, string>();
  for (const { type, id, label } of elements) places.set(`${type}:${id}:${label}`, label);
  return [...places].map(([key, label]) => ({ key, label }));
}

/**
 * Shown in the delete question while the image is in use: where it is, since deleting takes it
 * out of those records, pages and logos. Nothing when it is used nowhere.
 */
export function ImageUsageWarning(props: {
  elements: readonly ConnectedElement[];
  intro?: string;
}) {
  const places = placesOf(props.elements);
  if (places.length === 0) return null;
  const intro =
    props.intro ?? (places.length === 1 ? messages.inUse.one : messages.inUse.many(places.length));
  return (
    // The title is body text: Mantine's yellow title colour is too faint on the light background.
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          {messages.inUse.title}
        </Text>
        <Text size="sm">{intro}</Text>
        <List size="sm" aria-label={messages.inUse.title}>
          {places.map((place) => (
            <List.Item key={place.key}>{place.label}</List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** The delete question of one image: the spec's question, then where it is still used. */
export function ImageDeleteQuestion(props: { elements: readonly ConnectedElement[] }) {
  return (
    <Stack gap="sm">
      <Text>{messages.deleteConfirm}</Text>
      <ImageUsageWarning elements={props.elements} />
    </Stack>
  );
}

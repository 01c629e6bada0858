import type { ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface RepeatableRowsProps<T> {
  legend: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A new, empty row. */
  create: () => T;
  addLabel: string;
  /** The accessible name of a row's remove button, e.g. 'Zeit 2 entfernen'. */
  removeLabel: (index: number) => string;
  empty: string;
  renderRow: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
  error?: string;
}

/** A field holding a list of small records (times, dates, team): add, edit and remove rows. */
export function RepeatableRows<T>({
  legend,
  items,
  onChange,
  create,
  addLabel,
  removeLabel,
  empty,
  renderRow,
  error,
}: RepeatableRowsProps<T>) {
  const update = (index: number) => (patch: Partial<T>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="sm">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : null}
        {items.map((item, index) => (
          <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap="xs" style={{ flex: 1 }}>
              {renderRow(item, update(index), index)}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={removeLabel(index)}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {error ? (
          <Text size="xs" c="red.9">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...items, create()])}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** A row id for the stored value (the schema wants 1–40 characters). */
export const newRowId = () => crypto.randomUUID();

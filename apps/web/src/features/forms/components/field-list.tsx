import type { ReactNode } from 'react';
import { ActionIcon, Badge, Card, Code, Group, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil } from '@tabler/icons-react';
import type { FormField } from '@kontor/core/schemas/forms';
import { SortableList, useSortableItem } from '../../../components/sortable/sortable-list.tsx';
import { fieldTypeLabels, messages } from '../messages.ts';

/** How a field is named on its buttons and to screen readers: its label, else its name. */
export const fieldTitle = (field: FormField) => field.label || field.name;

interface FieldActions {
  onEdit: (field: FormField) => void;
  /** The delete button of one field (with its question). */
  deleteButton: (field: FormField) => ReactNode;
}

interface FieldListProps {
  fields: FormField[];
  /** Without actions (a static form) the list only shows the fields. */
  actions: FieldActions | null;
  onReorder: (fields: FormField[]) => void;
}

/** The form's fields in their order: sortable by drag and by keyboard, as the page editor. */
export function FieldList({ fields, actions, onReorder }: FieldListProps) {
  if (fields.length === 0) return <Text c="dimmed">{messages.noFields}</Text>;
  if (!actions) {
    return (
      <Group component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {fields.map((field) => (
          <FieldRow key={field.id} field={field} />
        ))}
      </Group>
    );
  }
  return (
    <SortableList
      items={fields}
      getId={(field) => field.id}
      labelOf={fieldTitle}
      onReorder={onReorder}
      label={messages.tabFields}
      gap="xs"
    >
      {(field) => <SortableFieldRow key={field.id} field={field} actions={actions} />}
    </SortableList>
  );
}

function SortableFieldRow({ field, actions }: { field: FormField; actions: FieldActions }) {
  const title = fieldTitle(field);
  const item = useSortableItem(field.id, title);
  return (
    <Card
      ref={item.ref}
      style={item.style}
      withBorder
      padding="xs"
      shadow={item.isDragging ? 'md' : undefined}
      component="li"
      data-field-name={field.name}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <ActionIcon variant="subtle" color="gray" {...item.handle}>
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <FieldSummary field={field} />
        <Group gap={4} wrap="nowrap">
          <Tooltip label={messages.editField} withArrow>
            <ActionIcon
              variant="subtle"
              aria-label={`${title} bearbeiten`}
              onClick={() => actions.onEdit(field)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {actions.deleteButton(field)}
        </Group>
      </Group>
    </Card>
  );
}

function FieldRow({ field }: { field: FormField }) {
  return (
    <Card withBorder padding="xs" component="li" w="100%" data-field-name={field.name}>
      <FieldSummary field={field} />
    </Card>
  );
}

/** Label, technical name, type and 'Pflichtfeld'; wraps below each other on a phone. */
export function FieldSummary({ field }: { field: FormField }) {
  return (
    <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }} align="center">
      {field.label ? (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {field.label}
        </Text>
      ) : null}
      <Code style={{ overflowWrap: 'anywhere' }}>{field.name}</Code>
      <Text size="sm" c="dimmed">
        {fieldTypeLabels[field.type]}
      </Text>
      {field.required ? (
        <Badge variant="light" size="sm">
          {messages.fieldRequired}
        </Badge>
      ) : null}
    </Group>
  );
}

import { useState } from 'react';
import { ActionIcon, Badge, Card, Group, Stack, Switch, TextInput } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PageElement } from '@kontor/core/schemas/website';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { pagesMessages as m } from '../pages-messages.ts';
import { ElementFields } from './element-fields.tsx';

interface ElementCardProps {
  projectId: string;
  element: PageElement;
  label: string;
  onChange: (element: PageElement) => void;
  onRemove: () => void;
  errorAt: (path: string) => string | undefined;
}

/**
 * One element of the page: the handle that moves it (drag, or Space and the arrow keys), its
 * type, name, 'Aktiv' switch, delete with the spec's question, and its inputs.
 */
export function ElementCard({
  projectId,
  element,
  label,
  onChange,
  onRemove,
  errorAt,
}: ElementCardProps) {
  const [removing, setRemoving] = useState(false);
  const sortable = useSortable({ id: element.id });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    position: 'relative' as const,
    // Switched off: a dashed border and a grey ground (a lower opacity made its texts fail
    // the contrast check).
    borderStyle: element.active ? undefined : 'dashed',
  };
  return (
    <Card
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      padding="sm"
      shadow={sortable.isDragging ? 'md' : undefined}
      bg={element.active ? undefined : 'gray.0'}
      component="li"
      data-element-id={element.id}
    >
      <Stack gap="xs">
        {/* On a phone the switch and delete button wrap below the name. */}
        <Group gap="xs" wrap="wrap" align="center">
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-roledescription="sortierbar"
            aria-label={m.element.move(label)}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {m.types[element.type]}
          </Badge>
          <TextInput
            aria-label={`${m.element.name} (${label})`}
            placeholder={m.element.name}
            value={element.name}
            onChange={(e) => onChange({ ...element, name: e.currentTarget.value })}
            size="xs"
            style={{ flex: '1 1 140px', minWidth: 0 }}
          />
          <Switch
            label={m.element.active}
            aria-label={`${m.element.active}: ${label}`}
            checked={element.active}
            onChange={(e) => onChange({ ...element, active: e.currentTarget.checked })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={m.element.remove(label)}
            onClick={() => setRemoving(true)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <ElementFields
          projectId={projectId}
          element={element}
          onChange={onChange}
          errorAt={errorAt}
        />
      </Stack>
      <ConfirmDialog
        opened={removing}
        title={m.element.removeTitle}
        message={m.element.removeQuestion}
        confirmLabel={m.element.removeConfirm}
        danger
        onConfirm={() => {
          setRemoving(false);
          onRemove();
        }}
        onClose={() => setRemoving(false)}
      />
    </Card>
  );
}

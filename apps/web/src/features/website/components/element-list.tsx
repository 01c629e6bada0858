import { Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { PageElement } from '@kontor/core/schemas/website';
import { pagesMessages as m } from '../pages-messages.ts';
import { ElementCard } from './element-card.tsx';
import { elementLabel, moved } from './page-elements.ts';

interface ElementListProps {
  projectId: string;
  elements: PageElement[];
  onChange: (elements: PageElement[]) => void;
  /** The message at `elements.<index>.<path>`. */
  errorAt: (index: number, path: string) => string | undefined;
}

/**
 * The page's elements in order, sortable by drag and drop and by keyboard (dnd-kit: the
 * handle takes Space, the arrow keys move, Space drops, Escape cancels), announced in German.
 */
export function ElementList({ projectId, elements, onChange, errorAt }: ElementListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = elements.map((e) => e.id);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const labelOf = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    return index < 0 ? '' : elementLabel(elements[index]!, index);
  };
  const at = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.dnd.picked(labelOf(active.id), at(active.id), ids.length),
    // Over itself right after the pick-up: the pick-up announcement stays.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? m.dnd.moved(labelOf(active.id), at(over.id), ids.length)
        : undefined,
    onDragEnd: ({ active, over }) => m.dnd.dropped(labelOf(active.id), at(over?.id), ids.length),
    onDragCancel: ({ active }) => m.dnd.cancelled(labelOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moved(elements, indexOf(active.id), indexOf(over.id)));
  };

  if (elements.length === 0) return <Text c="dimmed">{m.noElements}</Text>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.dnd.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={m.elements}
        >
          {elements.map((element, index) => (
            <ElementCard
              key={element.id}
              projectId={projectId}
              element={element}
              label={elementLabel(element, index)}
              onChange={(next) => onChange(elements.map((e) => (e.id === element.id ? next : e)))}
              onRemove={() => onChange(elements.filter((e) => e.id !== element.id))}
              errorAt={(path) => errorAt(index, path)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

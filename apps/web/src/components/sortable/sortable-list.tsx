import type { CSSProperties, ReactNode } from 'react';
import { Stack } from '@mantine/core';
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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { sortableMessages as m } from './sortable-messages.ts';

interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => string;
  /** The item's name in the announcements and on its handle. */
  labelOf: (item: T, index: number) => string;
  /** The list in its new order, after a drop on another position. */
  onReorder: (items: T[]) => void;
  /** The list's accessible name. */
  label: string;
  gap?: string;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A vertical list sortable by drag and drop and by keyboard (dnd-kit: the handle takes Space,
 * the arrow keys move, Space drops, Escape cancels), announced in German. Each item renders
 * `useSortableItem` for its element and handle.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, getId, labelOf, onReorder } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameOf = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    return index < 0 ? '' : labelOf(items[index]!, index);
  };
  const at = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.picked(nameOf(active.id), at(active.id), ids.length),
    // Over itself right after the pick-up: the pick-up announcement stays.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? m.moved(nameOf(active.id), at(over.id), ids.length)
        : undefined,
    onDragEnd: ({ active, over }) => m.dropped(nameOf(active.id), at(over?.id), ids.length),
    onDragCancel: ({ active }) => m.cancelled(nameOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, indexOf(active.id), indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          gap={props.gap ?? 'sm'}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={props.label}
        >
          {items.map((item, index) => props.children(item, index))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/** An item of a `SortableList`: props for its element and for its handle (a button). */
export function useSortableItem(id: string, label: string) {
  const sortable = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    position: 'relative',
  };
  return {
    ref: sortable.setNodeRef,
    style,
    isDragging: sortable.isDragging,
    handle: {
      ref: sortable.setActivatorNodeRef,
      style: { cursor: 'grab', touchAction: 'none' } as CSSProperties,
      ...sortable.attributes,
      ...sortable.listeners,
      'aria-roledescription': m.roleDescription,
      'aria-label': m.move(label),
    },
  };
}

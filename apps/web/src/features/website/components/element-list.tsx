import { Text } from '@mantine/core';
import type { PageElement } from '@kontor/core/schemas/website';
import { SortableList } from '../../../components/sortable/sortable-list.tsx';
import { pagesMessages as m } from '../pages-messages.ts';
import { ElementCard } from './element-card.tsx';
import { elementLabel } from './page-elements.ts';

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
  if (elements.length === 0) return <Text c="dimmed">{m.noElements}</Text>;
  return (
    <SortableList
      items={elements}
      getId={(element) => element.id}
      labelOf={elementLabel}
      onReorder={onChange}
      label={m.elements}
    >
      {(element, index) => (
        <ElementCard
          key={element.id}
          projectId={projectId}
          element={element}
          label={elementLabel(element, index)}
          onChange={(next) => onChange(elements.map((e) => (e.id === element.id ? next : e)))}
          onRemove={() => onChange(elements.filter((e) => e.id !== element.id))}
          errorAt={(path) => errorAt(index, path)}
        />
      )}
    </SortableList>
  );
}

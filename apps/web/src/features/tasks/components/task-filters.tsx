import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import type { ListStateControls } from '../../../components/list/use-list-state.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { PropertyPicker } from './task-pickers.tsx';
import { messages } from '../messages.ts';

const f = messages.filters;
const ID_LENGTH = 10;

/** Filters only by a complete id; a partial one is kept in the box with a hint. */
function TaskIdFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string | null) => void;
}) {
  const [input, setInput] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed (reset, back): the box follows.
    setShown(value);
    setInput(value);
  }
  const partial = input !== '' && input.length !== ID_LENGTH;
  return (
    <TextInput
      label={f.task}
      value={input}
      error={partial ? f.taskIdInvalid : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        setInput(next);
        if (next === '' || next.length === ID_LENGTH) onChange(next || null);
      }}
      w={170}
    />
  );
}

interface TaskFiltersProps {
  projectId: string;
  list: Pick<ListStateControls<string, string>, 'state'> & {
    set: (patch: { filters: Record<string, string | null> }) => void;
  };
  /** Inside a property the list is that property's: no Objekt filter. */
  withProperty: boolean;
}

/** Task ID, Objekt and Mitarbeiter beside the search (spec 000 §2 "Tasks"). */
export function TaskFilters({ projectId, list, withProperty }: TaskFiltersProps) {
  const { filters } = list.state;
  const members = useProjectMembers(projectId);
  const set = (name: string, value: string | null) => list.set({ filters: { [name]: value } });

  return (
    <>
      <TaskIdFilter value={filters.task ?? ''} onChange={(id) => set('task', id)} />
      {withProperty ? (
        <PropertyPicker
          projectId={projectId}
          label={f.property}
          value={filters.propertyId ?? null}
          onChange={(value) => set('propertyId', value || null)}
          w={220}
        />
      ) : null}
      <Select
        label={f.staff}
        data={(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        value={filters.staffId ?? null}
        onChange={(value) => set('staffId', value)}
        searchable
        clearable
        nothingFoundMessage={f.noneFound}
        w={220}
      />
    </>
  );
}

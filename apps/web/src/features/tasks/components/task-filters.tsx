import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ListStateControls } from '../../../components/list/use-list-state.ts';
import { useMemberOptions, usePropertyOptions } from '../api/lookups.ts';
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
  list: ListStateControls<string, string>;
  /** Inside a property the list is that property's: no Objekt filter. */
  withProperty: boolean;
}

/** Task ID, Objekt and Mitarbeiter beside the search (spec 000 §2 "Tasks"). */
export function TaskFilters({ projectId, list, withProperty }: TaskFiltersProps) {
  const { filters } = list.state;
  const members = useMemberOptions(projectId);
  const [propertySearch, setPropertySearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(propertySearch, 300);
  const properties = usePropertyOptions(projectId, withProperty ? debouncedSearch : '');
  const set = (name: string, value: string | null) => list.set({ filters: { [name]: value } });

  return (
    <>
      <TaskIdFilter value={filters.task ?? ''} onChange={(id) => set('task', id)} />
      {withProperty ? (
        <Select
          label={f.property}
          data={(properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={filters.propertyId ?? null}
          onChange={(value) => set('propertyId', value)}
          searchable
          onSearchChange={setPropertySearch}
          clearable
          nothingFoundMessage={f.noneFound}
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

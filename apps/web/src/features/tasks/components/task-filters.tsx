import { Select } from '@mantine/core';
import { RecordIdFilter } from '../../../components/list/record-id-filter.tsx';
import type { ListStateControls } from '../../../components/list/use-list-state.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { PropertyPicker } from './task-pickers.tsx';
import { messages } from '../messages.ts';

const f = messages.filters;

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
      <RecordIdFilter
        label={f.task}
        partialMessage={f.taskIdInvalid}
        value={filters.task ?? ''}
        onChange={(id) => set('task', id)}
      />
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

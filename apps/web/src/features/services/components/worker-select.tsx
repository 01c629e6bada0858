import { MultiSelect } from '@mantine/core';
import { MAX_ASSIGNED_STAFF } from '@kontor/core/schemas/properties';
import { useWorkerOptions } from '../api/services-api.ts';
import { messages } from '../messages.ts';

interface WorkerSelectProps {
  projectId: string;
  label: string;
  value?: string[];
  onChange: (ids: string[]) => void;
  error?: unknown;
  /** People already chosen: they stay readable even if they are no longer workers. */
  known?: { id: string; name: string }[];
}

/** Workers or substitutes of a service or an entry: only workers, at most 100 (§6, §9). */
export function WorkerSelect({
  projectId,
  label,
  value = [],
  onChange,
  error,
  known = [],
}: WorkerSelectProps) {
  const workers = useWorkerOptions(projectId);
  const options = new Map<string, string>();
  for (const person of [...(workers.data?.items ?? []), ...known]) {
    if (!options.has(person.id)) options.set(person.id, person.name);
  }
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : messages.serviceForm.workersPlaceholder}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value}
      onChange={onChange}
      error={typeof error === 'string' ? error : undefined}
      maxValues={MAX_ASSIGNED_STAFF}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={messages.serviceForm.noWorkers}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

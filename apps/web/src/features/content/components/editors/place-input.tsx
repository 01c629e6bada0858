import { Group, Select, TextInput } from '@mantine/core';
import { useContentOptions } from '../../../../lib/content-options.ts';

export interface Place {
  type: 'address' | 'location' | 'map' | 'online';
  address?: string;
  location?: string;
  map?: { latitude: number; longitude: number };
  online?: string;
}

const KINDS = [
  { value: 'none', label: 'Kein Ort' },
  { value: 'address', label: 'Adresse' },
  { value: 'location', label: 'Ort aus „Orte“' },
  { value: 'online', label: 'Online (Link)' },
];

/** Where a time or a date takes place (spec 001 §3 Dated event place); map points stay as stored. */
export function PlaceInput({
  projectId,
  label,
  value,
  onChange,
  error,
}: {
  projectId: string;
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  error?: string;
}) {
  const locations = useContentOptions(projectId, 'locations', 'name');
  const kind = value?.type ?? 'none';
  const kindData = kind === 'map' ? [...KINDS, { value: 'map', label: 'Kartenpunkt' }] : KINDS;
  return (
    <Group grow align="flex-start">
      <Select
        label={`${label}: Art`}
        data={kindData}
        value={kind}
        allowDeselect={false}
        onChange={(next) =>
          onChange(!next || next === 'none' ? null : { type: next as Place['type'] })
        }
      />
      {kind === 'address' ? (
        <TextInput
          label={`${label}: Adresse`}
          value={value?.address ?? ''}
          onChange={(e) => onChange({ type: 'address', address: e.currentTarget.value })}
          error={error}
        />
      ) : null}
      {kind === 'location' ? (
        <Select
          label={`${label}: Ort`}
          data={locations.data ?? []}
          value={value?.location ?? null}
          searchable
          onChange={(id) => onChange({ type: 'location', location: id ?? undefined })}
          error={error}
        />
      ) : null}
      {kind === 'online' ? (
        <TextInput
          label={`${label}: Link`}
          type="url"
          placeholder="https://"
          value={value?.online ?? ''}
          onChange={(e) => onChange({ type: 'online', online: e.currentTarget.value })}
          error={error}
        />
      ) : null}
    </Group>
  );
}

import { lazy, Suspense, useState } from 'react';
import {
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ContentField } from '@kontor/core/content/declaration';
import { contentTypeByType } from '@kontor/core/content/content-types';
import { PALETTE } from '@kontor/core/content/palette';
import { parseGermanDate } from '../../../lib/format.ts';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { useContentOptions, useMissingContentModule } from '../../../lib/content-options.ts';
import { DatedEventsEditor, type DatedEvent } from './editors/dated-events-editor.tsx';
import { FileInput, type StoredFile } from './editors/file-input.tsx';
import type { GeoPoint } from './editors/map-point-picker.tsx';
import { TeamEditor, type TeamMember } from './editors/team-editor.tsx';
import { WeeklyTimesEditor, type WeeklyTime } from './editors/weekly-times-editor.tsx';

interface FieldInputProps {
  projectId: string;
  /** The content type whose field this is. */
  type: string;
  field: ContentField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** The message at a path inside the value ('0.end'); '' for the value itself. */
  errorAt?: (path: string) => string | undefined;
}

// Leaflet only loads when a form with a map point opens.
const MapPointPicker = lazy(() => import('./editors/map-point-picker.tsx'));

/** The content type whose items a reference field chooses from. */
const REFERENCES = {
  categories: 'categories',
  person: 'persons',
  persons: 'persons',
  location: 'locations',
} as const;

/** Spec 001 §9: the person search starts at 3 characters. */
const PERSON_SEARCH_MIN = 3;

function ReferenceInput({ projectId, field, value, onChange, error }: FieldInputProps) {
  const type = REFERENCES[field.kind as keyof typeof REFERENCES];
  const titleField = contentTypeByType(type)?.columns.title ?? 'title';
  const options = useContentOptions(projectId, type, titleField);
  const missing = useMissingContentModule(type);
  const [search, setSearch] = useState('');
  const many = (field.kind === 'categories' && field.multiple) || field.kind === 'persons';
  const max = field.kind === 'persons' ? field.max : field.kind === 'categories' ? 10 : 1;
  const chosen = Array.isArray(value) ? (value as string[]) : value ? [String(value)] : [];
  const persons = type === 'persons';
  const term = search.trim().toLowerCase();
  // Persons are offered once the search has 3 characters; chosen ones stay to show their names.
  const data = (options.data ?? []).filter(
    (option) =>
      !persons ||
      chosen.includes(option.value) ||
      (term.length >= PERSON_SEARCH_MIN && option.label.toLowerCase().includes(term)),
  );
  const searchProps = persons
    ? {
        searchValue: search,
        onSearchChange: setSearch,
        nothingFoundMessage:
          term.length < PERSON_SEARCH_MIN
            ? 'Bitte mindestens 3 Zeichen eingeben'
            : 'Keine Person gefunden',
      }
    : {};
  if (many) {
    return (
      <MultiSelect
        label={field.label}
        data={data}
        value={chosen}
        onChange={onChange}
        maxValues={max}
        searchable
        clearable
        hidePickedOptions={persons}
        error={error}
        disabled={missing !== null}
        description={missing}
        {...searchProps}
      />
    );
  }
  const single =
    field.kind === 'categories'
      ? ((value as string[] | undefined)?.[0] ?? null)
      : (value as string | null);
  return (
    <Select
      label={field.label}
      data={data}
      value={single}
      onChange={(id) => onChange(field.kind === 'categories' ? (id ? [id] : []) : id)}
      searchable
      clearable
      error={error}
      disabled={missing !== null}
      description={missing}
      {...searchProps}
    />
  );
}

/** The editor of one declared field by its kind (spec 001 §5 "Generic form fields"). */
export function ContentFieldInput(props: FieldInputProps) {
  const { projectId, field, value, onChange, error } = props;
  const errorAt = props.errorAt ?? ((path: string) => (path ? undefined : error));
  const required = 'required' in field && field.required === true;
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <Textarea
          label={field.label}
          required={required}
          autosize
          minRows={3}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      ) : (
        <TextInput
          label={field.label}
          required={required}
          type={field.format === 'email' ? 'email' : 'text'}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
    case 'richText':
      return (
        <RichTextEditor
          label={field.label}
          required={required}
          value={String(value ?? '')}
          onChange={onChange}
          error={error}
        />
      );
    case 'date':
      return (
        <DateInput
          label={field.label}
          required={required}
          valueFormat="DD.MM.YYYY"
          dateParser={parseGermanDate}
          clearable={!required}
          value={typeof value === 'string' && value ? value.slice(0, 10) : null}
          onChange={(date) => onChange(date ? `${date}T00:00:00.000Z` : null)}
          error={error}
        />
      );
    case 'image':
    case 'gallery':
      return (
        <div>
          <Text size="sm" fw={500} mb={4}>
            {field.label}
            {required ? ' *' : ''}
          </Text>
          <ImagePicker
            label={field.label}
            max={field.kind === 'gallery' ? field.max : 1}
            value={value}
            onChange={onChange}
          />
          {error ? (
            <Text size="xs" c="red.9" mt={4}>
              {error}
            </Text>
          ) : null}
        </div>
      );
    case 'categories':
    case 'person':
    case 'persons':
    case 'location':
      return <ReferenceInput {...props} />;
    case 'color':
      return (
        <Select
          label={field.label}
          data={PALETTE}
          value={String(value ?? '')}
          onChange={(color) => onChange(color)}
          allowDeselect={false}
          error={error}
        />
      );
    case 'geopoint': {
      const point = (value as GeoPoint | null) ?? null;
      const set = (key: 'latitude' | 'longitude', n: string | number) => {
        const next = {
          latitude: point?.latitude ?? 0,
          longitude: point?.longitude ?? 0,
          [key]: Number(n),
        };
        onChange(next);
      };
      return (
        <Stack gap="xs">
          <Suspense fallback={<Loader size="sm" aria-label="Karte wird geladen" />}>
            <MapPointPicker label={field.label} value={point} onPick={onChange} />
          </Suspense>
          <Group grow>
            <NumberInput
              label={`${field.label}: Breitengrad`}
              decimalScale={6}
              value={point?.latitude ?? ''}
              onChange={(n) => set('latitude', n)}
              error={error}
            />
            <NumberInput
              label={`${field.label}: Längengrad`}
              decimalScale={6}
              value={point?.longitude ?? ''}
              onChange={(n) => set('longitude', n)}
            />
          </Group>
        </Stack>
      );
    }
    case 'times':
      return (
        <WeeklyTimesEditor
          projectId={projectId}
          label={field.label}
          value={(value as WeeklyTime[] | null) ?? []}
          onChange={onChange}
          errorAt={errorAt}
        />
      );
    case 'dates':
      return (
        <DatedEventsEditor
          projectId={projectId}
          label={field.label}
          value={(value as DatedEvent[] | null) ?? []}
          onChange={onChange}
          errorAt={errorAt}
        />
      );
    case 'file':
      return (
        <FileInput
          projectId={projectId}
          type={props.type}
          label={field.label}
          required={required}
          value={(value as StoredFile | null) ?? null}
          onChange={onChange}
          error={errorAt('') ?? errorAt('url') ?? errorAt('name')}
        />
      );
    case 'team':
      return (
        <TeamEditor
          label={field.label}
          value={(value as TeamMember[] | null) ?? []}
          onChange={onChange}
          errorAt={errorAt}
        />
      );
    default:
      return null;
  }
}

import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TicketOptions } from '@kontor/core/schemas/tasks';
import { usePropertyOptions } from '../api/lookups.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { messages } from '../messages.ts';

// The pickers of the create dialog, the info slide-in and the filters.

interface PickerProps<V> {
  value?: V;
  onChange: (value: V) => void;
  error?: unknown;
  label?: string;
  disabled?: boolean;
  required?: boolean;
  w?: number;
  /** Beside a field name already shown (the info slide-in): the label names the input only. */
  hideLabel?: boolean;
}

function labelProps(props: { label?: string; hideLabel?: boolean }, fallback: string) {
  const label = props.label ?? fallback;
  return props.hideLabel ? { 'aria-label': label } : { label };
}

const errorText = (error: unknown) => (typeof error === 'string' ? error : undefined);

/** A property by name, searched on the server; `current` keeps a chosen one in the list. */
export function PropertyPicker({
  projectId,
  current,
  ...props
}: PickerProps<string | null> & { projectId: string; current?: { id: string; name: string } }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const properties = usePropertyOptions(projectId, debounced);
  const options = (properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }
  return (
    <Select
      {...labelProps(props, messages.create.property)}
      placeholder={messages.create.placeholderProperty}
      data={options}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      error={errorText(props.error)}
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={messages.filters.noneFound}
      disabled={props.disabled}
      required={props.required}
      clearable={!props.required}
      w={props.w}
    />
  );
}

/** Workers of the project (members), at most `max`. */
export function StaffPicker({
  projectId,
  max,
  ...props
}: PickerProps<string[]> & { projectId: string; max: number }) {
  const members = useProjectMembers(projectId);
  return (
    <MultiSelect
      {...labelProps(props, messages.create.staff)}
      placeholder={props.value?.length ? undefined : messages.create.placeholderStaff}
      data={(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
      value={props.value}
      onChange={props.onChange}
      error={errorText(props.error)}
      maxValues={max}
      searchable
      clearable
      nothingFoundMessage={messages.filters.noneFound}
      disabled={props.disabled}
    />
  );
}

/** Non-closed tickets without a task (the server's `ticket-options`). */
export function TicketPicker({
  options,
  ...props
}: PickerProps<string | null | undefined> & { options: TicketOptions['items'] | undefined }) {
  return (
    <Select
      {...labelProps(props, messages.create.ticket)}
      placeholder={messages.create.placeholderTicket}
      data={(options ?? []).map((t) => ({ value: t.id, label: t.title }))}
      value={props.value ?? null}
      onChange={(value) => props.onChange(value)}
      error={errorText(props.error)}
      searchable
      clearable
      nothingFoundMessage={
        options?.length === 0 ? messages.create.noOpenTickets : messages.filters.noneFound
      }
      disabled={props.disabled}
    />
  );
}

import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { berlinToday } from '@kontor/core/scheduling/index';
import { weekOptionLabel, weekOptions } from '@kontor/core/tours/schedule-summary';
import { messages } from '../messages.ts';

interface WeekSelectProps {
  label: string;
  /** The Monday of the chosen week, or null. */
  value: string | null;
  onChange: (monday: string | null) => void;
  error?: string;
  required?: boolean;
  clearable?: boolean;
}

/**
 * A calendar week from the current one on, for about two years, each named with its ISO year:
 * 'KW 1/2027 (04.01.–10.01.)'; the value is its Monday.
 */
export function WeekSelect({
  label,
  value,
  onChange,
  error,
  required,
  clearable,
}: WeekSelectProps) {
  const options = useMemo(() => {
    const list = weekOptions(berlinToday(Date.now()));
    // A saved week before the current one stays visible, at the top.
    if (value && !list.some((option) => option.value === value)) {
      list.unshift({ value, label: weekOptionLabel(value) });
    }
    return list;
  }, [value]);
  return (
    <Select
      label={label}
      placeholder={messages.entryForm.weekPlaceholder}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      clearable={clearable}
      allowDeselect={false}
      searchable
      maxDropdownHeight={280}
      nothingFoundMessage="–"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { berlinToday } from '@kontor/core/scheduling/index';
import { weekOptionLabel, weekOptions } from '@kontor/core/tours/schedule-summary';
import { isoWeekOf } from '@kontor/core/time-tracking/local-date';
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

/** A calendar week of this or next year, 'KW 49 (30.11. – 06.12.2026)'; the value is its Monday. */
export function WeekSelect({
  label,
  value,
  onChange,
  error,
  required,
  clearable,
}: WeekSelectProps) {
  const options = useMemo(() => {
    const year = isoWeekOf(berlinToday(Date.now())).year;
    const list = weekOptions([year, year + 1]);
    // A saved week outside these two years stays visible.
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

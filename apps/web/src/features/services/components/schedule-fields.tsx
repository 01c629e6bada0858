import { useRef } from 'react';
import {
  Chip,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  SERVICE_INTERVAL_UNITS,
  SERVICE_WEEKDAYS,
  type ServiceIntervalUnit,
  type ServiceWeekday,
} from '@kontor/core/tours/service-schedule';
import { messages } from '../messages.ts';
import { WeekSelect } from './week-select.tsx';

const e = messages.entryForm;

/** The schedule as the dialog edits it: a start week may still be missing. */
export type ScheduleValues =
  | {
      type: 'interval';
      every: number | string;
      unit: ServiceIntervalUnit;
      startWeek: string | null;
      endWeek: string | null;
      days: ServiceWeekday[];
    }
  | { type: 'dates'; monthDays: number[] };

/** §9: a new interval repeats every 1 week; start week and days are the user's choice. */
export const emptyInterval = (): ScheduleValues => ({
  type: 'interval',
  every: 1,
  unit: 'weeks',
  startWeek: null,
  endWeek: null,
  days: [],
});

const emptyDates = (): ScheduleValues => ({ type: 'dates', monthDays: [] });

/** 'Beliebig' stands alone: choosing it clears the weekdays, choosing a weekday clears it. */
export function nextDays(before: ServiceWeekday[], after: ServiceWeekday[]): ServiceWeekday[] {
  const added = after.find((day) => !before.includes(day));
  if (added === 'any') return ['any'];
  if (added) return after.filter((day) => day !== 'any');
  return after;
}

interface ScheduleFieldsProps {
  value: ScheduleValues;
  /** Sets one part by its path below the schedule ('days', 'startWeek'), or all of it (''). */
  onChange: (path: string, value: unknown) => void;
  /** Messages by path below the schedule ('startWeek', 'days', 'monthDays', …). */
  errors: Record<string, string | undefined>;
}

/**
 * Intervall ('continue': every n weeks or months from a start week) or Feste Daten ('repeat':
 * month days 1–31); choosing one sets the other aside (spec 000 §4 "Service frequency type").
 */
export function ScheduleFields({ value, onChange, errors }: ScheduleFieldsProps) {
  // Switching back restores what was entered for the other type.
  const aside = useRef<Record<string, ScheduleValues>>({});
  function switchTo(type: string) {
    if (type === value.type) return;
    aside.current[value.type] = value;
    onChange('', aside.current[type] ?? (type === 'interval' ? emptyInterval() : emptyDates()));
  }

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="entry-schedule-type">
          {e.scheduleType}
        </Text>
        <SegmentedControl
          aria-labelledby="entry-schedule-type"
          value={value.type}
          onChange={switchTo}
          data={(['interval', 'dates'] as const).map((type) => ({
            value: type,
            label: messages.scheduleTypes[type],
          }))}
        />
      </Stack>
      {value.type === 'interval' ? (
        <>
          <Group gap="sm" align="flex-start" grow>
            <NumberInput
              label={e.every}
              min={1}
              max={52}
              allowDecimal={false}
              allowNegative={false}
              value={value.every}
              onChange={(every) => onChange('every', every)}
              error={errors.every}
            />
            <Select
              label={e.unit}
              allowDeselect={false}
              value={value.unit}
              data={SERVICE_INTERVAL_UNITS.map((unit) => ({
                value: unit,
                label: messages.units[unit],
              }))}
              onChange={(unit) => unit && onChange('unit', unit)}
              error={errors.unit}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <WeekSelect
              label={e.startWeek}
              required
              value={value.startWeek}
              onChange={(week) => onChange('startWeek', week)}
              error={errors.startWeek}
            />
            <WeekSelect
              label={e.endWeek}
              clearable
              value={value.endWeek}
              onChange={(week) => onChange('endWeek', week)}
              error={errors.endWeek}
            />
          </SimpleGrid>
          <ChipField label={e.days} id="entry-days" error={errors.days}>
            <Chip.Group
              multiple
              value={value.days}
              onChange={(days) => onChange('days', nextDays(value.days, days as ServiceWeekday[]))}
            >
              <Group gap={6}>
                {SERVICE_WEEKDAYS.map((day) => (
                  <Chip key={day} value={day} size="sm">
                    {messages.weekdays[day]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ChipField>
        </>
      ) : (
        <ChipField
          label={e.monthDays}
          id="entry-month-days"
          error={errors.monthDays}
          hint={e.monthDaysHint}
        >
          <Chip.Group
            multiple
            value={value.monthDays.map(String)}
            onChange={(days) =>
              onChange(
                'monthDays',
                days.map(Number).sort((a, b) => a - b),
              )
            }
          >
            <Group gap={6}>
              {Array.from({ length: 31 }, (_, i) => String(i + 1)).map((day) => (
                <Chip key={day} value={day} size="sm">
                  {day}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ChipField>
      )}
    </Stack>
  );
}

/** A labelled group of chips with its message below. */
function ChipField({
  label,
  id,
  error,
  hint,
  children,
}: {
  label: string;
  id: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={id}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Input.Label id={id} labelElement="div" required>
        {label}
      </Input.Label>
      {hint ? (
        <Text size="xs" c="dimmed" mt={-4}>
          {hint}
        </Text>
      ) : null}
      {children}
      {error ? <Input.Error id={`${id}-error`}>{error}</Input.Error> : null}
    </Stack>
  );
}

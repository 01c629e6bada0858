import {
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  INTERVAL_UNITS,
  INTERVAL_UNIT_LABELS,
  SCHEDULE_CATEGORY_LABELS,
  SCHEDULE_TYPE_LABELS,
  SCHEDULE_TYPES,
  berlinToday,
  withCategory,
  type ScheduleCategory,
  type ScheduleType,
  type TaskSchedule,
} from '@kontor/core/scheduling/index';
import { messages } from '../messages.ts';

const t = messages.schedule;

export interface ScheduleEditorProps {
  value: TaskSchedule;
  onChange: (value: TaskSchedule) => void;
  /** Messages by path below the schedule: 'dates', 'interval.unit', 'interval.startDate', … */
  errors: Record<string, string | undefined>;
}

/** A new schedule of a type, keeping the category and what fits of the dates. */
export function scheduleOfType(type: ScheduleType, from: TaskSchedule): TaskSchedule {
  const base = { category: from.category, time: from.time ?? null };
  if (type === 'interval') {
    const start = from.type === 'interval' ? from.interval.startDate : (from.dates[0] ?? '');
    const unit = from.category === 'opportunity' ? 'weeks' : 'days';
    return { ...base, type, interval: { number: 1, unit, startDate: start, endDate: null } };
  }
  const dates = from.type === 'interval' ? [] : from.dates;
  return { ...base, type, dates: type === 'single' ? dates.slice(0, 1) : dates };
}

export const emptySchedule = (): TaskSchedule => ({
  type: 'single',
  category: 'fixed',
  time: null,
  dates: [],
});

/**
 * The task time editor (spec 000 §4, §5; spec 001 §4): Einzeltermin, Serientermine or Intervall;
 * 'Erledigen am' or 'Turnusmäßig'; an interval in days, weeks or months (no days for
 * 'Turnusmäßig': switching to it turns days into weeks, core `withCategory`).
 */
export function ScheduleEditor({ value, onChange, errors }: ScheduleEditorProps) {
  const today = berlinToday(Date.now());
  const fixed = value.category === 'fixed';
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="schedule-type-label">
          {t.type}
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-type-label"
          value={value.type}
          onChange={(type) => onChange(scheduleOfType(type as ScheduleType, value))}
          data={SCHEDULE_TYPES.map((type) => ({ value: type, label: SCHEDULE_TYPE_LABELS[type] }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="schedule-category-label">
          {t.category}
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-category-label"
          value={value.category}
          onChange={(category) => onChange(withCategory(value, category as ScheduleCategory))}
          data={(['fixed', 'opportunity'] as const).map((category) => ({
            value: category,
            label: SCHEDULE_CATEGORY_LABELS[category],
          }))}
        />
      </Stack>
      {value.type === 'single' ? (
        <DatePickerInput
          label={t.date}
          value={value.dates[0] ?? null}
          onChange={(date) => onChange({ ...value, dates: date ? [date] : [] })}
          minDate={today}
          valueFormat="DD.MM.YYYY"
          clearable
          error={errors.dates}
        />
      ) : null}
      {value.type === 'multi' ? (
        <DatePickerInput
          type="multiple"
          label={t.dates}
          value={value.dates}
          onChange={(dates) => onChange({ ...value, dates: [...dates].sort() })}
          minDate={today}
          valueFormat="DD.MM.YYYY"
          clearable
          error={errors.dates}
        />
      ) : null}
      {value.type === 'interval' ? (
        <>
          <Group gap="sm" align="flex-start" grow>
            <NumberInput
              label={t.every}
              min={1}
              max={365}
              value={value.interval.number}
              onChange={(n) =>
                onChange({ ...value, interval: { ...value.interval, number: Number(n) || 0 } })
              }
              error={errors['interval.number']}
            />
            <Select
              label={t.unit}
              value={value.interval.unit}
              allowDeselect={false}
              data={INTERVAL_UNITS.filter((unit) => fixed || unit !== 'days').map((unit) => ({
                value: unit,
                label: INTERVAL_UNIT_LABELS[unit],
              }))}
              onChange={(unit) =>
                unit &&
                onChange({
                  ...value,
                  interval: { ...value.interval, unit: unit as (typeof INTERVAL_UNITS)[number] },
                })
              }
              error={errors['interval.unit']}
            />
          </Group>
          <Group gap="sm" align="flex-start" grow>
            <DatePickerInput
              label={t.start}
              value={value.interval.startDate || null}
              onChange={(date) =>
                onChange({ ...value, interval: { ...value.interval, startDate: date ?? '' } })
              }
              valueFormat="DD.MM.YYYY"
              error={errors['interval.startDate']}
            />
            <DatePickerInput
              label={t.end}
              value={value.interval.endDate}
              onChange={(date) =>
                onChange({ ...value, interval: { ...value.interval, endDate: date } })
              }
              valueFormat="DD.MM.YYYY"
              clearable
              error={errors['interval.endDate']}
            />
          </Group>
        </>
      ) : null}
      {fixed ? (
        <TextInput
          label={t.time}
          type="time"
          value={value.time ?? ''}
          onChange={(event) => onChange({ ...value, time: event.currentTarget.value || null })}
          error={errors.time}
          w={160}
        />
      ) : null}
    </Stack>
  );
}

/** The errors of a form below `prefix` (e.g. 'schedule.'), keyed without it. */
export function errorsBelow(
  errors: Record<string, unknown>,
  prefix: string,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), String(message)]),
  );
}

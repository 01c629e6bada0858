import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { ABSENCE_TYPES, type AbsenceType } from '@kontor/core/time-tracking/types';
import type { EntryForm } from '../entry-form.ts';
import { messages } from '../messages.ts';

const t = messages.entry;

interface EntryFieldsProps {
  form: EntryForm;
  change: (patch: Partial<EntryForm>) => void;
  /** Messages by the check's fields: time, start, end, absenceType, date, breaks.N. */
  errors: Record<string, string>;
  /** Editing: the type of a saved time cannot change. */
  locked: boolean;
}

/** Whether these fields show a message of this path (others become a notification). */
export const entryFieldShows = (path: string) =>
  ['time', 'start', 'end', 'absenceType', 'date'].includes(path) || /^breaks\.\d+/.test(path);

/** Type, absence kind, start, end and the breaks of a time. */
export function EntryFields({ form, change, errors, locked }: EntryFieldsProps) {
  const setBreak = (index: number, patch: Partial<EntryForm['breaks'][number]>) =>
    change({ breaks: form.breaks.map((b, i) => (i === index ? { ...b, ...patch } : b)) });

  return (
    <Stack gap="sm">
      {errors.date ? (
        <Text size="sm" c="red.9" role="alert">
          {errors.date}
        </Text>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="entry-type-label">
          {t.type}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="entry-type-label"
          value={form.type}
          disabled={locked}
          onChange={(type) => change({ type: type as EntryForm['type'] })}
          data={[
            { value: 'work', label: t.work },
            { value: 'absence', label: t.absence },
          ]}
        />
      </Stack>
      {form.type === 'absence' ? (
        <Select
          label={t.absenceType}
          data={ABSENCE_TYPES.map((type) => ({ value: type, label: messages.absenceTypes[type] }))}
          value={form.absenceType}
          onChange={(value) => change({ absenceType: value as AbsenceType | null })}
          error={errors.absenceType}
        />
      ) : null}
      {form.fullDay ? null : (
        <>
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label={t.start}
              value={form.start}
              onChange={(event) => change({ start: event.currentTarget.value })}
              error={errors.start ?? errors.time}
            />
            <TextInput
              type="time"
              label={t.end}
              value={form.end}
              onChange={(event) => change({ end: event.currentTarget.value })}
              error={errors.end}
            />
          </Group>
          <Checkbox
            label={t.endsNextDay}
            checked={form.endsNextDay}
            onChange={(event) => change({ endsNextDay: event.currentTarget.checked })}
          />
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t.breaks}
            </Text>
            {form.breaks.map((pause, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  type="time"
                  aria-label={t.breakStart(index + 1)}
                  value={pause.start}
                  onChange={(event) => setBreak(index, { start: event.currentTarget.value })}
                  error={errors[`breaks.${index}`]}
                  style={{ flex: 1 }}
                />
                <TextInput
                  type="time"
                  aria-label={t.breakEnd(index + 1)}
                  value={pause.end}
                  onChange={(event) => setBreak(index, { end: event.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={6}
                  aria-label={t.removeBreak(index + 1)}
                  onClick={() => change({ breaks: form.breaks.filter((_, i) => i !== index) })}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => change({ breaks: [...form.breaks, { start: '', end: '' }] })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t.addBreak}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

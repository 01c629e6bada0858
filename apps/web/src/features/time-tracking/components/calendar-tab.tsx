import { useState } from 'react';
import {
  Badge,
  Box,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconHourglass } from '@tabler/icons-react';
import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import { QueryError } from '../../../components/query-error.tsx';
import { useCalendar } from '../api/time-tracking-api.ts';
import { messages } from '../messages.ts';
import { calendarMark } from '../absence-list.ts';
import { monthDays, viewMonths, type CalendarDay } from '../calendar-days.ts';
import classes from './calendar-tab.module.css';

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function DayCell({
  day,
  absences,
  holiday,
}: {
  day: CalendarDay;
  absences: AbsenceView[];
  holiday?: string;
}) {
  return (
    <Box
      p={4}
      mih={64}
      bg={day.inMonth ? (day.weekend ? 'gray.1' : undefined) : 'gray.0'}
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="xs" fw={600} c={day.inMonth ? undefined : 'dimmed'}>
        {Number(day.date.slice(8))}
      </Text>
      {day.inMonth && holiday ? (
        <Badge size="xs" color="grape" variant="light" fullWidth>
          {holiday}
        </Badge>
      ) : null}
      {day.inMonth ? absences.map((a) => <AbsenceMark key={a.id} absence={a} />) : null}
    </Box>
  );
}

/**
 * An approved absence as a solid bar; a request not yet approved dashed and outlined, with an
 * hourglass and its state in words, so the difference never rests on colour alone.
 */
function AbsenceMark({ absence }: { absence: AbsenceView }) {
  const pending = calendarMark(absence) === 'pending';
  const what = `${absence.user.name} · ${messages.absenceTypes[absence.type]}`;
  const state = messages.absences.states[absence.state];
  return (
    <Text
      size="xs"
      lineClamp={1}
      className={pending ? classes.pending : classes.approved}
      title={pending ? `${what} (${state})` : what}
    >
      {pending ? <IconHourglass size={10} aria-hidden className={classes.icon} /> : null}
      {what}
      {pending ? (
        <VisuallyHidden>{` (${messages.calendar.notApproved(state)})`}</VisuallyHidden>
      ) : null}
    </Text>
  );
}

/** What the solid and the dashed marks mean. */
function Legend() {
  return (
    <Group gap="md" wrap="wrap" aria-label={messages.calendar.legend} role="group">
      <Text size="xs" className={classes.approved}>
        {messages.calendar.approved}
      </Text>
      <Text size="xs" className={classes.pending}>
        <IconHourglass size={10} aria-hidden className={classes.icon} />
        {messages.calendar.pending}
      </Text>
    </Group>
  );
}

/** 'Kalender': the team's absences and the holidays of a month or a quarter. */
export function CalendarTab({ projectId }: { projectId: string }) {
  const [start, setStart] = useState(() => new Date().toISOString().slice(0, 7));
  const [span, setSpan] = useState<'month' | 'quarter'>('month');
  const months = viewMonths(start, span);
  const from = `${months[0]}-01`;
  const last = months[months.length - 1]!;
  const to = monthDays(last).at(-1)!.date;
  const calendar = useCalendar(projectId, from, to);
  const holidays = new Map((calendar.data?.holidays ?? []).map((h) => [h.date, h.name]));
  // Approved first in a day; a refused request takes no day and is left out.
  const shown = (calendar.data?.absences ?? [])
    .filter((a) => calendarMark(a) !== null)
    .sort((x, y) => Number(calendarMark(x) === 'pending') - Number(calendarMark(y) === 'pending'));
  const absencesOn = (date: string) =>
    shown.filter((a) => a.startDate <= date && date <= a.endDate);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group align="end" gap="sm">
          <MonthPickerInput
            label={messages.month}
            valueFormat="MMMM YYYY"
            value={`${start}-01`}
            onChange={(value) => value && setStart(value.slice(0, 7))}
            w={200}
          />
          <SegmentedControl
            aria-label={messages.calendar.view}
            value={span}
            onChange={(value) => setSpan(value as 'month' | 'quarter')}
            data={[
              { value: 'month', label: messages.calendar.month },
              { value: 'quarter', label: messages.calendar.quarter },
            ]}
          />
          <Legend />
        </Group>
      </Paper>
      <QueryError query={calendar} />
      {months.map((month) => (
        <Paper key={month} withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {MONTH.format(new Date(`${month}-01T00:00:00Z`))}
          </Title>
          <SimpleGrid cols={7} spacing={0} verticalSpacing={0}>
            {WEEKDAYS.map((d) => (
              <Text key={d} size="xs" fw={700} ta="center" py={4}>
                {d}
              </Text>
            ))}
            {monthDays(month).map((day) => (
              <DayCell
                key={day.date}
                day={day}
                holiday={holidays.get(day.date)}
                absences={absencesOn(day.date)}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

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
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import { QueryError } from '../../../components/query-error.tsx';
import { useCalendar } from '../api/time-tracking-api.ts';
import { messages } from '../messages.ts';
import { monthDays, viewMonths, type CalendarDay } from '../calendar-days.ts';

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
      {day.inMonth
        ? absences.map((a) => (
            <Text
              key={a.id}
              size="xs"
              lineClamp={1}
              title={`${a.user.name}: ${messages.absenceTypes[a.type]}`}
            >
              {a.user.name} · {messages.absenceTypes[a.type]}
            </Text>
          ))
        : null}
    </Box>
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
  const absencesOn = (date: string) =>
    (calendar.data?.absences ?? []).filter((a) => a.startDate <= date && date <= a.endDate);

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

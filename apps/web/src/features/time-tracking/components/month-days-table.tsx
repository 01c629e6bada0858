import {
  ActionIcon,
  Box,
  Badge,
  Button,
  Group,
  Paper,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DayView, RunningShift, TimeEntryView } from '@kontor/core/schemas/time-tracking-api';
import { clockMessages } from '@kontor/core/worker-app-texts';
import { formatHours } from '../../../lib/format.ts';
import { messages } from '../messages.ts';
import { berlinToday } from '@kontor/core/scheduling/index';
import { dateTimeOf, dayLabel, daySaldo, spanText } from '../time-format.ts';

const c = messages.dayColumns;

interface MonthDaysTableProps {
  days: DayView[];
  onAdd: (date: string) => void;
  onEdit: (entry: TimeEntryView) => void;
  /** A shift clocked in and not yet out: 'läuft seit 07:00' on the day of its in. */
  running?: RunningShift | null;
}

/**
 * A day's mark with its explanation in a tooltip (hover, focus and touch) and for screen
 * readers. On phones the day column is narrow: the badge wraps instead of being cut off.
 */
function HintBadge({
  hint,
  color,
  variant = 'light',
  wide = false,
  testId,
  children,
}: {
  hint: string;
  color: string;
  variant?: 'light' | 'dot';
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip
      label={hint}
      withArrow
      {...(wide && { multiline: true, w: 260 })}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        variant={variant}
        color={color}
        size="sm"
        tt="none"
        h="auto"
        py={2}
        styles={{ label: { whiteSpace: 'normal' } }}
        tabIndex={0}
        data-testid={testId}
      >
        {children}
        <VisuallyHidden>. {hint}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** A running shift counts nothing yet; the badge says since when it runs. */
function RunningBadge({ running }: { running: RunningShift }) {
  const text = messages.running(running.since);
  return (
    <HintBadge hint={messages.runningHint} color="green" variant="dot" testId="running-shift">
      {running.onBreak ? `${text} · ${messages.runningOnBreak}` : text}
    </HintBadge>
  );
}

/** The time clock's mark on an entry whose events arrived late (sent offline, later). */
function LateBadge({ receivedAt }: { receivedAt: string }) {
  return (
    <HintBadge hint={messages.entry.lateReceived(dateTimeOf(receivedAt))} color="orange">
      {clockMessages.late}
    </HintBadge>
  );
}

/** § 17 MiLoG: the day's time was recorded after the end of the seventh day after it. */
function RecordedLateBadge({ message }: { message: string }) {
  return (
    <HintBadge hint={message} color="red" wide>
      {messages.pay.late}
    </HintBadge>
  );
}

function EntryButtons({
  day,
  onEdit,
  running,
}: {
  day: DayView;
  onEdit: MonthDaysTableProps['onEdit'];
  running: RunningShift | null;
}) {
  const late = day.findings.find((f) => f.code === 'recordedLate');
  return (
    <Group gap={4}>
      {day.holiday ? (
        <Badge variant="light" color="grape">
          {day.holiday}
        </Badge>
      ) : null}
      {day.absence ? (
        <Badge variant="light" color="teal">
          {messages.absenceTypes[day.absence]}
        </Badge>
      ) : null}
      {day.entries.map((entry) => {
        const times = spanText(entry);
        const label = entry.absenceType
          ? `${times} ${messages.absenceTypes[entry.absenceType]}`
          : times;
        return (
          <Group key={entry.id} gap={4}>
            <Button
              size="compact-xs"
              variant="light"
              aria-label={messages.entry.edit(label)}
              onClick={() => onEdit(entry)}
            >
              {label}
            </Button>
            {entry.lateReceivedAt ? <LateBadge receivedAt={entry.lateReceivedAt} /> : null}
          </Group>
        );
      })}
      {running?.date === day.date ? <RunningBadge running={running} /> : null}
      {late ? <RecordedLateBadge message={late.message} /> : null}
    </Group>
  );
}

/** 'Arbeitszeiten': a row per day with Soll, Ist, Saldo and Zuschläge; weekends shaded. */
export function MonthDaysTable({ days, onAdd, onEdit, running = null }: MonthDaysTableProps) {
  const today = berlinToday(Date.now());
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {messages.sections.days}
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing={4} aria-label={messages.sections.days}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.date}</Table.Th>
              <Table.Th visibleFrom="sm">{c.times}</Table.Th>
              <Table.Th ta="right">{c.target}</Table.Th>
              <Table.Th ta="right">{c.actual}</Table.Th>
              <Table.Th ta="right">{c.saldo}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {c.surcharges}
              </Table.Th>
              <Table.Th>
                <VisuallyHidden>{c.add}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => {
              const weekend = day.weekday === 0 || day.weekday === 6;
              const surcharges = day.surcharges.reduce((sum, s) => sum + s.minutes, 0);
              return (
                <Table.Tr key={day.date} bg={weekend ? 'gray.1' : undefined}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {dayLabel(day.date)}
                    </Text>
                    {/* Phones: the times go under the day, Zuschläge stay in the summary. */}
                    <Box hiddenFrom="sm">
                      <EntryButtons day={day} onEdit={onEdit} running={running} />
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <EntryButtons day={day} onEdit={onEdit} running={running} />
                  </Table.Td>
                  <Table.Td ta="right">{formatHours(day.target)}</Table.Td>
                  <Table.Td ta="right">{formatHours(day.actual)}</Table.Td>
                  <Table.Td ta="right" c={daySaldo(day, today).negative ? 'red.9' : undefined}>
                    {daySaldo(day, today).text}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {surcharges ? formatHours(surcharges) : '–'}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${c.add}: ${dayLabel(day.date)}`}
                      disabled={!day.canAddTime}
                      onClick={() => onAdd(day.date)}
                    >
                      <IconPlus size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

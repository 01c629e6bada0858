import { Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { EMPLOYMENT_TYPE_LABELS } from '@kontor/core/payroll/employment';
import { formatEuro } from '@kontor/core/payroll/money';
import { payrollMessages } from '@kontor/core/payroll/messages';
import type { MonthView } from '@kontor/core/schemas/time-tracking-api';
import { FindingsAlert } from '../../../components/findings-alert.tsx';
import { formatDate, formatHours } from '../../../lib/format.ts';
import { useRecordSlots } from '../../../lib/record-slots.ts';
import { messages } from '../messages.ts';

const p = messages.pay;

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The wage as a line: per hour, or the salary with its hours. */
function wageText(wage: NonNullable<MonthView['payroll']['wage']>) {
  return wage.kind === 'hourly'
    ? `${formatEuro(wage.amountCents)} / Std.`
    : `${formatEuro(wage.amountCents)} / Monat (${formatEuro(wage.hourlyCents)} / Std.)`;
}

/**
 * 'Lohn und Aufzeichnung' of the month: Personalnummer, employment, wage and minimum wage, the
 * earnings as counted (up to today), the Minijob limit with the hours left, the findings and
 * the days whose § 17 deadline ends soon. The worker sees their own.
 */
export function MonthPayroll({ view, projectId }: { view: MonthView; projectId: string }) {
  const { payroll, user } = view;
  const { payrollHistory: History } = useRecordSlots();
  const [historyOpen, setHistoryOpen] = useState(false);
  const note = view.countedUntil
    ? messages.counted.untilToday(formatDate(view.countedUntil))
    : null;
  const { earnings, minijob, wage } = payroll;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4">
          {p.title}
        </Title>
        {note ? (
          <Text size="sm" fw={500} c="dimmed">
            {note}
          </Text>
        ) : null}
      </Group>
      <Stack gap={6}>
        <Line label={p.personnelNumber} value={payroll.personnelNumber ?? p.none} />
        <Line
          label={p.employment}
          value={wage ? EMPLOYMENT_TYPE_LABELS[wage.employmentType] : p.none}
        />
        <Line label={p.wage} value={wage ? wageText(wage) : p.noWage} />
        <Line
          label={payroll.minimumWageSource === 'sector' ? p.sectorMinimum : p.minimum}
          value={`${formatEuro(payroll.minimumWageCents)} / Std.`}
        />
        {earnings ? (
          <>
            <Line label={p.earnings} value={formatEuro(earnings.cents)} strong />
            <Text size="xs" c="dimmed">
              {p.earningsHint(
                formatHours(earnings.paidMinutes),
                earnings.holidayMinutes ? formatHours(earnings.holidayMinutes) : null,
              )}
            </Text>
          </>
        ) : null}
        {minijob ? (
          <>
            <Line label={p.minijobLimit} value={formatEuro(minijob.limitCents)} />
            {minijob.expectedCents !== minijob.earningsCents ? (
              <Line label={p.expected} value={formatEuro(minijob.expectedCents)} />
            ) : null}
            {minijob.minutesLeft !== null && !minijob.expectedExceeded ? (
              <Text size="sm" fw={500} c="teal.9">
                {payrollMessages.minijobHoursLeft(minijob.minutesLeft)}
              </Text>
            ) : null}
          </>
        ) : null}
        <Line
          label={p.recording}
          value={payroll.recordingRequired ? p.recordingYes : p.recordingNo}
        />
        <FindingsAlert title={messages.entry.payrollFindings} findings={payroll.findings} />
        {payroll.dueSoon.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            title={p.dueSoonTitle}
            icon={<IconClockExclamation size={18} aria-hidden />}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <List size="sm">
              {payroll.dueSoon.map((d) => (
                <List.Item key={d.date}>
                  {p.dueSoon(formatDate(d.date), formatDate(d.deadline))}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {History ? (
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => setHistoryOpen(true)}>
              {p.history}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {History && historyOpen ? (
        <Suspense fallback={null}>
          <History
            projectId={projectId}
            user={user}
            opened={historyOpen}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}

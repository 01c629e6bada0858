import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MonthView } from '@kontor/core/schemas/time-tracking-api';
import { vacationBasisText } from '@kontor/core/time-tracking/messages';
import { formatDate, formatHours } from '../../../lib/format.ts';
import { messages } from '../messages.ts';
import { MonthPayroll } from './month-payroll.tsx';

function Section({
  title,
  note,
  children,
}: {
  title: string;
  /** Beside the title: what the figures count ('bis heute (06.12.2026)'). */
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {note ? (
          <Text size="sm" fw={500} c="dimmed">
            {note}
          </Text>
        ) : null}
      </Group>
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

const surchargeLabel = (s: { name: string; value: number }) =>
  `${s.name} (${s.value.toLocaleString('de-DE')} %)`;

/** The days after today: planned, shown apart from the counted figures and not added to them. */
function PlannedRest({ planned }: { planned: NonNullable<MonthView['planned']> }) {
  const p = messages.counted;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4">
          {p.plannedTitle}
        </Title>
        <Text size="sm" fw={500} c="dimmed">
          {p.plannedPeriod(formatDate(planned.from), formatDate(planned.to))}
        </Text>
      </Group>
      <Stack gap={6}>
        <Line label={p.plannedTarget} value={formatHours(planned.target)} />
        <Line label={p.plannedActual} value={formatHours(planned.actual)} />
        <Text size="sm" fw={500} mt={4}>
          {p.plannedSurcharges}
        </Text>
        {planned.surcharges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {p.plannedNoSurcharges}
          </Text>
        ) : (
          planned.surcharges.map((s) => (
            <Line key={s.surchargeId} label={surchargeLabel(s)} value={formatHours(s.minutes)} />
          ))
        )}
      </Stack>
    </Paper>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Every figure that moves the vacation, so the section adds up both ways: Ende Vormonat + neuer
 * Anspruch − genommen = verbleibend, and Übertrag + Anspruch − genommen bis Monatsende.
 */
function VacationLines({ vacation }: { vacation: MonthView['vacation'] }) {
  const v = messages.vacation;
  const e = vacation.employment;
  return (
    <>
      <Line label={v.endOfPreviousMonth} value={v.days(vacation.endOfPreviousMonth)} />
      <Line label={v.arisenInMonth} value={v.days(vacation.arisenInMonth)} />
      <Line label={v.taken} value={v.days(vacation.taken)} />
      <Line label={v.remaining} value={v.days(vacation.remaining)} strong />
      <Divider label={v.breakdown} labelPosition="left" my={4} />
      <Line label={v.carriedOver} value={v.days(vacation.carriedOver)} />
      <Line label={v.arisen} value={v.days(vacation.arisen)} />
      <Line label={v.takenSoFar} value={v.days(vacation.takenSoFar)} />
      <Text size="xs" c="dimmed" mt={4}>
        {vacationBasisText(vacation, formatDate)}
      </Text>
      {e ? (
        <Text size="xs" c="dimmed">
          {v.employedSince(formatDate(e.start), e.end && formatDate(e.end), e.derived)}
        </Text>
      ) : null}
    </>
  );
}

/** Zeitübersicht, Zuschläge, Urlaub and pay of the month (hours as h.mm, vacation in days). */
export function MonthSummary({ view, projectId }: { view: MonthView; projectId: string }) {
  const o = messages.overview;
  const v = messages.vacation;
  const note = view.countedUntil
    ? messages.counted.untilToday(formatDate(view.countedUntil))
    : null;
  return (
    <Stack gap="md">
      <Section title={messages.sections.overview} note={note}>
        <Line label={o.previousSaldo} value={formatHours(view.overview.previousSaldo)} />
        <Line label={o.target} value={formatHours(view.overview.target)} />
        <Line label={o.actual} value={formatHours(view.overview.actual)} />
        <Line label={o.saldo} value={formatHours(view.overview.saldo)} />
        <Line label={o.account} value={formatHours(view.overview.account)} strong />
      </Section>
      <Section title={messages.sections.surcharges} note={note}>
        {view.surcharges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {view.countedUntil ? messages.counted.noSurcharges : messages.noSurcharges}
          </Text>
        ) : (
          view.surcharges.map((s) => (
            <Line key={s.surchargeId} label={surchargeLabel(s)} value={formatHours(s.minutes)} />
          ))
        )}
      </Section>
      {view.planned ? <PlannedRest planned={view.planned} /> : null}
      <Section title={messages.sections.vacation}>
        <VacationLines vacation={view.vacation} />
        {view.vacation.remaining < 0 ? (
          <Text size="sm" c="red.9" role="alert">
            {v.error}
          </Text>
        ) : null}
      </Section>
      <MonthPayroll view={view} projectId={projectId} />
    </Stack>
  );
}

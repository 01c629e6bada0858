import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MonthView } from '@kontor/core/schemas/time-tracking-api';
import { formatHours } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={6}>{children}</Stack>
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

/** Zeitübersicht, Zuschläge and Urlaub of the month (hours as h.mm, vacation in days). */
export function MonthSummary({ view }: { view: MonthView }) {
  const o = messages.overview;
  const v = messages.vacation;
  return (
    <Stack gap="md">
      <Section title={messages.sections.overview}>
        <Line label={o.previousSaldo} value={formatHours(view.overview.previousSaldo)} />
        <Line label={o.target} value={formatHours(view.overview.target)} />
        <Line label={o.actual} value={formatHours(view.overview.actual)} />
        <Line label={o.saldo} value={formatHours(view.overview.saldo)} />
        <Line label={o.account} value={formatHours(view.overview.account)} strong />
      </Section>
      <Section title={messages.sections.surcharges}>
        {view.surcharges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.noSurcharges}
          </Text>
        ) : (
          view.surcharges.map((s) => (
            <Line
              key={s.surchargeId}
              label={`${s.name} (${s.value.toLocaleString('de-DE')} %)`}
              value={formatHours(s.minutes)}
            />
          ))
        )}
      </Section>
      <Section title={messages.sections.vacation}>
        <Line label={v.endOfPreviousMonth} value={v.days(view.vacation.endOfPreviousMonth)} />
        <Line label={v.taken} value={v.days(view.vacation.taken)} />
        <Line label={v.remaining} value={v.days(view.vacation.remaining)} strong />
        {view.vacation.remaining < 0 ? (
          <Text size="sm" c="red.9" role="alert">
            {v.error}
          </Text>
        ) : null}
      </Section>
    </Stack>
  );
}

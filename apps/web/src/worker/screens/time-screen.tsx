import { berlinToday } from '@kontor/core/scheduling/week-grouping';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../lib/api-client.ts';
import { formatHours } from '../../lib/format.ts';
import { useMonth } from '../queries/worker-api.ts';
import { ClockCard } from '../parts/clock-card.tsx';
import { NavLink } from '../parts/nav-link.tsx';
import { QueryState } from '../parts/query-state.tsx';
import type { ScreenProps } from './screen-props.ts';
import { timeMessages as t } from './screen-messages.ts';

interface Balance {
  target: number;
  actual: number;
  saldo: number;
}

function BalanceCard({ title, balance }: { title: string; balance: Balance }) {
  const rows: [string, number][] = [
    [t.target, balance.target],
    [t.actual, balance.actual],
    [t.saldo, balance.saldo],
  ];
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <dl className="worker-balance">
        {rows.map(([label, minutes]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{t.hours(formatHours(minutes))}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

const DAYS = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function Balances({ scope }: { scope: { userId: string; projectId: string } }) {
  const today = berlinToday(Date.now());
  const month = useMonth(scope, today);
  if (month.error instanceof ApiError && month.error.status === 404)
    return <Text size="sm">{t.noRecord}</Text>;
  if (!month.data) return <QueryState query={month} />;
  const day = month.data.days.find((d) => d.date === today);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {day && <BalanceCard title={t.todayBalance} balance={day} />}
        <BalanceCard title={t.monthBalance} balance={month.data.overview} />
      </SimpleGrid>
      <Paper withBorder p="sm" radius="md">
        <Text size="sm">
          {t.vacation}: <b>{t.vacationDays(DAYS.format(month.data.vacation.remaining))}</b>
        </Text>
      </Paper>
    </Stack>
  );
}

/** Zeit: the clock, today's and this month's balance, remaining vacation, Abwesenheiten. */
export default function TimeScreen({ project, me }: ScreenProps) {
  const scope = { userId: me.id, projectId: project.id };
  return (
    <Stack p="sm" gap="md">
      <ClockCard scope={scope} />
      <Balances scope={scope} />
      <Text>
        <NavLink to={{ name: 'absences' }}>{t.toAbsences}</NavLink>
      </Text>
    </Stack>
  );
}

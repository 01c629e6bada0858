import { berlinToday } from '@kontor/core/scheduling/week-grouping';
import { Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../lib/format.ts';
import { agendaDays } from '../queries/agenda.ts';
import { useAgenda } from '../queries/worker-api.ts';
import { AgendaList } from '../parts/agenda-item-card.tsx';
import { NavLink } from '../parts/nav-link.tsx';
import { Section } from '../parts/section.tsx';
import { ScreenQueryState } from '../parts/query-state.tsx';
import type { ScreenProps } from './screen-props.ts';
import { screenMessages as m } from './screen-messages.ts';

/** Heute: today's visits and tasks (overdue ones included), then the undated tasks. */
export default function TodayScreen({ project, me }: ScreenProps) {
  const agenda = useAgenda({ userId: me.id, projectId: project.id });
  if (!agenda.data) return <ScreenQueryState query={agenda} />;
  const today = berlinToday(Date.now());
  const [day] = agendaDays(agenda.data, today, 1);
  const items = day?.items ?? [];
  const undated = agenda.data.undated;
  return (
    <Stack p="sm" gap="md">
      <Title order={2} size="h3">
        {m.today}
      </Title>
      <Text c="dimmed" mt={-12}>
        {formatDate(today)}
        {day?.holiday && ` · ${m.holiday(day.holiday)}`}
      </Text>
      {items.length > 0 ? (
        <AgendaList items={items} />
      ) : (
        <Stack gap={4}>
          <Text fw={600}>{m.nothingToday}</Text>
          <Text size="sm">
            {m.nothingTodayNext} <NavLink to={{ name: 'week' }}>{m.toWeek}</NavLink>
          </Text>
        </Stack>
      )}
      {undated.length > 0 && (
        <Section title={m.undated}>
          <AgendaList items={undated} />
        </Section>
      )}
    </Stack>
  );
}

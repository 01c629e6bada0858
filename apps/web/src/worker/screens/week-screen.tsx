import { berlinToday } from '@kontor/core/scheduling/week-grouping';
import { Stack, Text, Title } from '@mantine/core';
import { agendaDays, dayTitle } from '../queries/agenda.ts';
import { useAgenda } from '../queries/worker-api.ts';
import { AgendaList } from '../parts/agenda-item-card.tsx';
import { ScreenQueryState } from '../parts/query-state.tsx';
import { Section } from '../parts/section.tsx';
import type { ScreenProps } from './screen-props.ts';
import { screenMessages as m } from './screen-messages.ts';

/** Woche: seven days from today, each with its visits and tasks; then 'Ohne Termin'. */
export default function WeekScreen({ project, me }: ScreenProps) {
  const agenda = useAgenda({ userId: me.id, projectId: project.id });
  if (!agenda.data) return <ScreenQueryState query={agenda} />;
  const today = berlinToday(Date.now());
  const days = agendaDays(agenda.data, today, 7);
  const empty = days.every((day) => day.items.length === 0) && agenda.data.undated.length === 0;
  return (
    <Stack p="sm" gap="lg">
      {empty && <Text fw={600}>{m.nothingThisWeek}</Text>}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <Title order={2} size="h4" id={`day-${day.date}`} mb="xs">
            {dayTitle(day.date, today)}
          </Title>
          {day.holiday && (
            <Text size="sm" c="dimmed" mb="xs">
              {m.holiday(day.holiday)}
            </Text>
          )}
          {day.items.length > 0 ? (
            <AgendaList items={day.items} />
          ) : (
            <Text size="sm" c="dimmed">
              {m.nothingOnDay}
            </Text>
          )}
        </section>
      ))}
      {agenda.data.undated.length > 0 && (
        <Section title={m.undated}>
          <AgendaList items={agenda.data.undated} />
        </Section>
      )}
    </Stack>
  );
}

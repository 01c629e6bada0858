import { Paper, Stack, Text, Title } from '@mantine/core';
import { PushToggle } from '../../features/notifications/components/push-toggle.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { recentlyAssigned } from '../queries/agenda.ts';
import { useAgenda } from '../queries/worker-api.ts';
import { NavLink } from '../parts/nav-link.tsx';
import { ScreenQueryState } from '../parts/query-state.tsx';
import type { ScreenProps } from './screen-props.ts';
import { screenMessages as m } from './screen-messages.ts';

/** Nachrichten (until notifications exist): the tasks assigned in the last 7 days. */
export default function MessagesScreen({ project, me }: ScreenProps) {
  const agenda = useAgenda({ userId: me.id, projectId: project.id });
  if (!agenda.data) return <ScreenQueryState query={agenda} />;
  const tasks = recentlyAssigned(agenda.data, new Date());
  return (
    <Stack p="sm" gap="md">
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <PushToggle projectId={project.id} />
          {project.isWorker && (
            <Text size="sm" c="dimmed">
              {m.pushRestTime}
            </Text>
          )}
        </Stack>
      </Paper>
      <Title order={2} size="h3">
        {m.newTasks}
      </Title>
      {tasks.length === 0 && <Text>{m.noNewTasks}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {tasks.map((task) => (
          <Paper key={task.id} component="li" withBorder p="sm" radius="md">
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              <NavLink to={{ name: 'task', taskId: task.id }}>{task.title}</NavLink>
            </Text>
            <Text size="sm">{task.property.name}</Text>
            <Text size="sm" c="dimmed">
              {m.assignedAt(formatDateTime(task.assignedAt))}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PushToggle } from '../../features/notifications/components/push-toggle.tsx';
import { formatDateTime } from '../../lib/format.ts';
import {
  feedQueryOptions,
  useDeleteNotification,
  useMarkRead,
  type FeedScope,
} from '../../features/notifications/api/notifications.ts';
import { useNotificationStream } from '../../features/notifications/api/notification-stream.ts';
import { messages as n } from '../../features/notifications/messages.ts';
import { useReadRule } from '../../features/notifications/use-read-rule.ts';
import { workerKey } from '../queries/worker-key.ts';
import { goToLogin } from '../session.ts';
import { NavLink } from '../parts/nav-link.tsx';
import { ScreenQueryState } from '../parts/query-state.tsx';
import type { ScreenProps } from './screen-props.ts';
import { screenMessages as m } from './screen-messages.ts';

/** Nachrichten: the user's feed, live while the screen is open, read by the console's rules. */
export default function MessagesScreen({ project, me }: ScreenProps) {
  const scope: FeedScope = {
    projectId: project.id,
    key: workerKey(me.id, project.id, 'notifications'),
  };
  // The persisted feed shows at once; it is read again on open (reads and deletes elsewhere).
  const feed = useQuery({ ...feedQueryOptions(scope), staleTime: 0 });
  useNotificationStream(scope, { onSessionEnded: goToLogin });
  const markRead = useMarkRead(scope);
  const remove = useDeleteNotification(scope);
  const [failure, setFailure] = useState<string | null>(null);
  useReadRule(feed.data?.items, (upToSeq) => markRead.mutate(upToSeq));
  if (!feed.data) return <ScreenQueryState query={feed} />;
  const items = feed.data.items;
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
        {n.title}
      </Title>
      {failure && (
        <Text c="red.8" role="alert">
          {failure}
        </Text>
      )}
      {items.length === 0 && <Text>{n.empty}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Paper key={item.id} component="li" withBorder p="sm" radius="md">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={item.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                  {item.read ? null : `${n.unread}: `}
                  {item.link?.type === 'task' ? (
                    <NavLink to={{ name: 'task', taskId: item.link.id }}>{item.title}</NavLink>
                  ) : item.link?.type === 'absence' ? (
                    <NavLink to={{ name: 'absences' }}>{item.title}</NavLink>
                  ) : (
                    item.title
                  )}
                </Text>
                {item.body && <Text size="sm">{item.body}</Text>}
                <Text size="sm" c="dimmed">
                  {formatDateTime(item.createdAt)}
                  {item.actor && ` · ${n.from(item.actor.name)}`}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={n.deleteLabel(item.title)}
                onClick={() => {
                  setFailure(null);
                  remove.mutate(item.id, { onError: () => setFailure(n.deleteFailed) });
                }}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

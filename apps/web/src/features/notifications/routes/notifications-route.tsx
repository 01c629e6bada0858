import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { notify } from '../../../lib/notify.ts';
import {
  consoleScope,
  useDeleteNotification,
  useMarkRead,
  useNotificationFeed,
} from '../api/notifications.ts';
import { NotificationList } from '../components/notification-list.tsx';
import { PushToggle } from '../components/push-toggle.tsx';
import { messages } from '../messages.ts';
import { useReadRule } from '../use-read-rule.ts';

/**
 * Route /notifications: 'Nachrichten', the newest 30 (live through the shell's stream), read
 * after 2 s and when the tab becomes visible, each deletable.
 */
export function NotificationsRoute() {
  const { project } = useShell();
  if (!project) {
    return (
      <>
        <PageHeader title={messages.title} />
        <EmptyFeed />
      </>
    );
  }
  return <ProjectNotifications projectId={project.id} />;
}

function EmptyFeed() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconBellOff size={26} />
        </ThemeIcon>
        <Text ta="center">{messages.empty}</Text>
      </Stack>
    </Paper>
  );
}

function ProjectNotifications({ projectId }: { projectId: string }) {
  const scope = consoleScope(projectId);
  const feed = useNotificationFeed(scope);
  const markRead = useMarkRead(scope);
  const remove = useDeleteNotification(scope);
  useReadRule(feed.data?.items, (upToSeq) => markRead.mutate(upToSeq));
  const items = feed.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={<PushToggle projectId={projectId} />}
      />
      <QueryError query={feed} />
      {feed.isError ? (
        <Button variant="default" onClick={() => void feed.refetch()}>
          {messages.retry}
        </Button>
      ) : feed.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Lädt" />
        </Center>
      ) : items.length === 0 ? (
        <EmptyFeed />
      ) : (
        <NotificationList
          label={messages.title}
          items={items}
          onDelete={(notification) =>
            remove.mutate(notification.id, { onError: () => notify.error(messages.deleteFailed) })
          }
        />
      )}
    </>
  );
}

import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import type { NotificationFeedFilter } from '@kontor/core/schemas/notifications';
import { useListState } from '../../../components/list/use-list-state.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { notify } from '../../../lib/notify.ts';
import {
  consoleScope,
  useDeleteNotification,
  useMarkOneRead,
  useMarkRead,
  useNotificationFeed,
  useUnreadFeed,
} from '../api/notifications.ts';
import { NotificationList } from '../components/notification-list.tsx';
import { PushToggle } from '../components/push-toggle.tsx';
import { messages } from '../messages.ts';
import { highestSeq } from '../notification-cache.ts';
import { NOTIFICATION_TABS } from '../notification-tabs.ts';

/**
 * Route /notifications: 'Nachrichten', the newest 30 (live through the shell's stream), the tab
 * 'Ungelesen' (`?tab=unread`, the server's filter) and 'Alle als gelesen'. Opening the list
 * reads nothing (issue 35): a message is read when the user opens it or marks it read.
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

function EmptyFeed({ text = messages.empty }: { text?: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconBellOff size={26} />
        </ThemeIcon>
        <Text ta="center">{text}</Text>
      </Stack>
    </Paper>
  );
}

function ProjectNotifications({ projectId }: { projectId: string }) {
  const scope = consoleScope(projectId);
  const list = useListState(NOTIFICATION_TABS);
  const filter = list.state.tab ?? 'all';
  const all = useNotificationFeed(scope);
  const unreadOnes = useUnreadFeed(scope, filter === 'unread');
  const feed = filter === 'unread' ? unreadOnes : all;
  const markAll = useMarkRead(scope);
  const markOne = useMarkOneRead(scope);
  const remove = useDeleteNotification(scope);
  const items = feed.data?.items ?? [];
  const unread = all.data?.unread ?? 0;
  // The newest message on screen: a message arriving after the click stays unread.
  const newestShown = Math.max(highestSeq(all.data), highestSeq(unreadOnes.data));

  return (
    <>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Group gap="md" align="center">
            <PushToggle projectId={projectId} />
            <Button
              variant="light"
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={unread === 0 || newestShown === 0}
              loading={markAll.isPending}
              onClick={() =>
                markAll.mutate(newestShown, {
                  onSuccess: () => notify.success(messages.markAllReadDone),
                  onError: () => notify.error(messages.markAllReadFailed),
                })
              }
            >
              {messages.markAllRead}
            </Button>
          </Group>
        }
        tabs={[
          { value: 'all', label: messages.tabs.all },
          { value: 'unread', label: messages.tabs.unread, count: unread },
        ]}
        activeTab={filter}
        onTabChange={(tab) => list.set({ tab: tab as NotificationFeedFilter })}
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
        <EmptyFeed text={filter === 'unread' ? messages.unreadEmpty : messages.empty} />
      ) : (
        <NotificationList
          label={messages.title}
          items={items}
          withReadButton
          onRead={(notification) =>
            markOne.mutate(notification.id, {
              onError: () => notify.error(messages.markReadFailed),
            })
          }
          onDelete={(notification) =>
            remove.mutate(notification.id, { onError: () => notify.error(messages.deleteFailed) })
          }
        />
      )}
    </>
  );
}

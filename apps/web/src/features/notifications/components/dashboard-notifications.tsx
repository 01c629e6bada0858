import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { notify } from '../../../lib/notify.ts';
import {
  consoleScope,
  useClearNotifications,
  useMarkOneRead,
  useNotificationFeed,
} from '../api/notifications.ts';
import { messages } from '../messages.ts';
import { NotificationList } from './notification-list.tsx';

/** How many of the newest messages the dashboard shows. */
const WIDGET_ITEMS = 5;

/**
 * The dashboard's notifications widget (spec 001 §3 Dashboard): the newest few, a link to the
 * feed, and 'Neue Nachricht', which clears all of the user's messages after a confirmation.
 * Showing them here does not mark them read; following a message's link does.
 */
export function DashboardNotifications({ projectId }: { projectId: string }) {
  const scope = consoleScope(projectId);
  const feed = useNotificationFeed(scope);
  const clear = useClearNotifications(scope);
  const markOne = useMarkOneRead(scope);
  const [asking, setAsking] = useState(false);
  const items = feed.data?.items ?? [];

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="dashboard-notifications"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="dashboard-notifications">
            {messages.title}
          </Title>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setAsking(true)}
            disabled={items.length === 0}
          >
            {messages.newMessage}
          </Button>
        </Group>
        <QueryError query={feed} />
        {items.length === 0 ? (
          <Text c="dimmed">{feed.isPending ? '' : messages.widgetEmpty}</Text>
        ) : (
          <NotificationList
            label={messages.title}
            items={items.slice(0, WIDGET_ITEMS)}
            onRead={(notification) => markOne.mutate(notification.id)}
            compact
          />
        )}
        <Anchor component={Link} to="/notifications" size="sm">
          {messages.showAll}
        </Anchor>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={messages.clear.title}
        message={messages.clear.message}
        confirmLabel={messages.clear.confirm}
        danger
        loading={clear.isPending}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              notify.success(messages.clear.done);
              setAsking(false);
            },
            onError: () => {
              notify.error(messages.clear.failed);
              setAsking(false);
            },
          })
        }
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}

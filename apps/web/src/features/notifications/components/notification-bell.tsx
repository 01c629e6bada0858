import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { consoleScope, useNotificationFeed } from '../api/notifications.ts';
import { messages } from '../messages.ts';

/**
 * The header's bell: the unread count, opening 'Nachrichten' (a page rather than a popover, so
 * it works the same at 360 px). The feed is loaded and kept live by the shell's stream.
 */
export function NotificationBell({ projectId }: { projectId: string }) {
  const feed = useNotificationFeed(consoleScope(projectId));
  const unread = feed.data?.unread ?? 0;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
      // The count is part of the button's name (label in name); clicks go to the button.
      styles={{ indicator: { pointerEvents: 'none' } }}
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={messages.bell(unread)}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

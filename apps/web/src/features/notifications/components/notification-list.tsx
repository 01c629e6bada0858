import { Stack } from '@mantine/core';
import type { Notification } from '@kontor/core/schemas/notifications';
import { useShell } from '../../../lib/active-project.ts';
import { notificationHref } from '../notification-links.ts';
import { NotificationItem } from './notification-item.tsx';

export interface NotificationListProps {
  items: readonly Notification[];
  label: string;
  onDelete?: (notification: Notification) => void;
  onRead?: (notification: Notification) => void;
  withReadButton?: boolean;
  compact?: boolean;
}

/** Messages newest first, each linking to what it is about when the user's role can open it. */
export function NotificationList({ items, label, ...itemProps }: NotificationListProps) {
  const { project } = useShell();
  const modulePaths = (project?.modules ?? []).map((module) => module.path);
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <NotificationItem
          key={item.id}
          notification={item}
          href={notificationHref(item.link, modulePaths)}
          {...itemProps}
        />
      ))}
    </Stack>
  );
}

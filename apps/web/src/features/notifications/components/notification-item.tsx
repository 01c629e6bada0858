import { ActionIcon, Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@kontor/core/schemas/notifications';
import { formatDateTime } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

export interface NotificationItemProps {
  notification: Notification;
  /** Where it leads; null shows no link (spec 001 §2: on failure there is no link). */
  href: string | null;
  onDelete?: (notification: Notification) => void;
  compact?: boolean;
}

/** One message: unread mark, title (the link), body, time and who caused it, delete. */
export function NotificationItem({
  notification: n,
  href,
  onDelete,
  compact,
}: NotificationItemProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={compact ? 'sm' : 'md'}
      bg={n.read ? undefined : 'var(--mantine-primary-color-light)'}
      data-unread={n.read ? undefined : ''}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Box
          mt={7}
          w={10}
          h={10}
          style={{
            flex: 'none',
            borderRadius: '50%',
            background: n.read ? 'transparent' : 'var(--mantine-primary-color-filled)',
          }}
          aria-hidden
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={n.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
            {n.read ? null : <VisuallyHidden>{messages.unread}: </VisuallyHidden>}
            {href ? (
              <Anchor component={Link} to={href} inherit>
                {n.title}
              </Anchor>
            ) : (
              n.title
            )}
          </Text>
          {n.body ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {n.body}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
            {n.actor ? ` · ${messages.from(n.actor.name)}` : null}
          </Text>
        </Stack>
        {onDelete ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={messages.deleteLabel(n.title)}
            title={messages.delete}
            onClick={() => onDelete(n)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

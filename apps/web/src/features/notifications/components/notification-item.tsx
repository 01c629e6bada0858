import { ActionIcon, Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@kontor/core/schemas/notifications';
import { formatDateTime } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

export interface NotificationItemProps {
  notification: Notification;
  /** Where it leads; null shows no link (spec 001 §2: on failure there is no link). */
  href: string | null;
  onDelete?: (notification: Notification) => void;
  /**
   * The user opened it (followed its link) or pressed 'Als gelesen markieren': an unread one
   * is marked read. Opening the list alone reads nothing (issue 35).
   */
  onRead?: (notification: Notification) => void;
  /** Offers 'Als gelesen markieren' on an unread one (the feed; the widget only links). */
  withReadButton?: boolean;
  compact?: boolean;
}

/** One message: unread mark, title (the link), body, time and who caused it, read, delete. */
export function NotificationItem({
  notification: n,
  href,
  onDelete,
  onRead,
  withReadButton,
  compact,
}: NotificationItemProps) {
  const read = () => {
    if (!n.read) onRead?.(n);
  };
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
              <Anchor component={Link} to={href} inherit onClick={read}>
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
        {withReadButton && onRead && !n.read ? (
          <ActionIcon
            variant="subtle"
            aria-label={messages.markReadLabel(n.title)}
            title={messages.markRead}
            onClick={read}
          >
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
        ) : null}
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

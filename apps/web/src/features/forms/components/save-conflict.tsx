import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

interface SaveConflictProps {
  /** The user's change that was not saved. */
  mine: ReactNode;
  /** The version another editor saved meanwhile, and when. */
  theirs: ReactNode;
  theirsSavedAt: string;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Another editor saved first (409 with both versions): both side by side, and the user chooses.
 * Nothing is saved until then, and nothing is overwritten without this choice.
 */
export function SaveConflict(props: SaveConflictProps) {
  const c = messages.conflictView;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={c.title}
    >
      <Stack gap="sm">
        <Text size="sm">{messages.conflict}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Paper withBorder p="sm" radius="md" component="section" aria-label={c.mine} miw={0}>
            <Title order={3} size="h5" mb="xs">
              {c.mine}
            </Title>
            {props.mine}
          </Paper>
          <Paper withBorder p="sm" radius="md" component="section" aria-label={c.theirs} miw={0}>
            <Title order={3} size="h5" mb={4}>
              {c.theirs}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {c.savedAt(formatDateTime(props.theirsSavedAt))}
            </Text>
            {props.theirs}
          </Paper>
        </SimpleGrid>
        <Group gap="sm" wrap="wrap">
          <Button color="red" onClick={props.onKeepMine} loading={props.busy}>
            {c.keepMine}
          </Button>
          <Button variant="default" onClick={props.onTakeTheirs} disabled={props.busy}>
            {c.takeTheirs}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

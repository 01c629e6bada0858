import { List, Stack, Text } from '@mantine/core';
import type { TaskHistoryEntry } from '@kontor/core/schemas/tasks';
import { formatDateTime } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

const t = messages.info;

function changeText(entry: TaskHistoryEntry): string {
  if (entry.kind === 'state' && entry.state)
    return t.historyState(messages.stateLabels[entry.state]);
  return t.historyStaff((entry.staff ?? []).map((s) => s.name).join(', '));
}

/** Who changed the state or the staff of a task, and when (newest first). */
export function TaskHistory({ entries }: { entries: TaskHistoryEntry[] }) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" component="h3" m={0}>
        {t.history}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noHistory}
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none">
          {entries.map((entry) => (
            <List.Item key={`${entry.at}-${entry.kind}`}>
              <Text size="sm" span>
                {changeText(entry)}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                ({t.historyBy(entry.by?.name, formatDateTime(entry.at))})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

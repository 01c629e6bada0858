import { Text } from '@mantine/core';
import type { TimeEntryView } from '@kontor/core/schemas/time-tracking-api';
import { formatDateTime } from '../../../lib/format.ts';
import { messages } from '../messages.ts';

/** § 17 MiLoG: when and by whom a time was first recorded (kept through every change). */
export function EntryRecording({
  entry,
}: {
  entry: Pick<TimeEntryView, 'recordedAt' | 'recordedBy'>;
}) {
  return (
    <Text size="xs" c="dimmed">
      {entry.recordedAt
        ? messages.entry.recorded(formatDateTime(entry.recordedAt), entry.recordedBy?.name ?? '')
        : messages.entry.recordedUnknown}
    </Text>
  );
}

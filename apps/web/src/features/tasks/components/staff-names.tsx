import { Text } from '@mantine/core';
import type { UserRef } from '@kontor/core/schemas/common';

/** Names of the assigned staff, or a dash. */
export function StaffNames({ staff }: { staff: UserRef[] }) {
  if (staff.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  return (
    <Text size="sm" lineClamp={2}>
      {staff.map((s) => s.name).join(', ')}
    </Text>
  );
}

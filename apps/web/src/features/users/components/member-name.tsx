import { ColorSwatch, Group, Text } from '@mantine/core';
import type { StaffMember } from '@kontor/core/schemas/members';

/** Name with the member's staff colour. */
export function MemberName({ member }: { member: StaffMember }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={member.color} size={14} aria-hidden />
      <Text size="sm" fw={500}>
        {member.name}
      </Text>
    </Group>
  );
}

import { Avatar, Group, Text } from '@mantine/core';
import type { StaffMember } from '@kontor/core/schemas/members';
import { thumbnailUrl } from '../../../components/image-picker/images-api.ts';

const SIZE = 28;

/** Portrait (or initials) ringed in the member's staff colour, and the name. */
export function MemberName({ projectId, member }: { projectId: string; member: StaffMember }) {
  const src = member.portrait
    ? thumbnailUrl(projectId, member.portrait, { w: SIZE * 2, h: SIZE * 2, crop: true })
    : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar
        size={SIZE}
        radius="xl"
        color="initials"
        name={member.name}
        src={src}
        alt=""
        aria-hidden
        style={{ boxShadow: `0 0 0 2px ${member.color}` }}
      />
      <Text size="sm" fw={500}>
        {member.name}
      </Text>
    </Group>
  );
}

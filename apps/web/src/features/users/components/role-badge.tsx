import { Badge } from '@mantine/core';
import type { StaffMember } from '@kontor/core/schemas/members';
import { messages } from '../messages.ts';

/** The member's role as a badge in the role's colour; 'Keine Rolle' without one. */
export function RoleBadge({ role }: { role: StaffMember['role'] | null }) {
  if (!role) {
    return (
      <Badge variant="outline" color="gray">
        {messages.noRole}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={role.color}>
      {role.name}
    </Badge>
  );
}

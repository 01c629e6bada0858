import type { RoleOption, StaffMember } from '@kontor/core/schemas/members';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateMember } from '../api/members.ts';
import { messages } from '../messages.ts';
import { RoleSelect } from './role-select.tsx';

interface MemberRoleCellProps {
  projectId: string;
  member: StaffMember;
  roles: readonly RoleOption[];
  screen: 'users' | 'admin';
}

/** A row's role picker: saves at once, 'Rolle aktualisiert' (spec 001 §8). */
export function MemberRoleCell({ projectId, member, roles, screen }: MemberRoleCellProps) {
  const update = useUpdateMember(projectId, screen);
  return (
    <RoleSelect
      roles={roles}
      label={null}
      aria-label={`${messages.role}: ${member.name}`}
      value={member.role.id}
      size="xs"
      maw={220}
      disabled={update.isPending}
      onChange={(roleId) =>
        roleId &&
        roleId !== member.role.id &&
        update.mutate(
          { userId: member.id, body: { roleId } },
          {
            onSuccess: () => notify.success(messages.roleUpdated),
            onError: (error) => notify.error(errorMessage(error)),
          },
        )
      }
    />
  );
}

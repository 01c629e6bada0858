import { Switch } from '@mantine/core';
import type { StaffMember } from '@kontor/core/schemas/members';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateMember } from '../api/members.ts';
import { messages } from '../messages.ts';

/** The 'Arbeiter' toggle of a row (spec 000 §2): saves at once. */
export function WorkerSwitch({ projectId, member }: { projectId: string; member: StaffMember }) {
  const update = useUpdateMember(projectId, 'user-management');
  return (
    <Switch
      aria-label={`${messages.worker}: ${member.name}`}
      checked={member.isWorker}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { userId: member.id, body: { isWorker: event.currentTarget.checked } },
          {
            onSuccess: () => notify.success(messages.updated),
            onError: (error) => notify.error(errorMessage(error)),
          },
        )
      }
    />
  );
}

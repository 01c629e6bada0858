import type { RoleType } from '@kontor/core/schemas/projects';
import { useShell } from '../../lib/active-project.ts';

/**
 * Staff (an office or admin role, or a superuser) see and record everyone's times, run the
 * month reset and the payroll export; a worker sees their own month only. The server decides
 * the same in `time-access.ts`; this only keeps controls a role cannot use off the screen.
 */
export function isTimeStaff(me: { isSuperuser: boolean }, role: { type: RoleType } | null) {
  return me.isSuperuser || (role !== null && role.type !== 'worker');
}

export function useTimeStaff(): { staff: boolean; userId: string } {
  const { me, project } = useShell();
  return { staff: isTimeStaff(me, project?.role ?? null), userId: me.id };
}

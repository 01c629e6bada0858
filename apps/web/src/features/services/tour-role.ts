import { useShell } from '../../lib/active-project.ts';

/**
 * Office and admin roles (and superusers) plan services and see every worker's tour; a worker
 * role sees only their own tour. The server decides the same; this only keeps controls a role
 * cannot use off the screen.
 */
export function useTourRole(): { office: boolean; userId: string } {
  const { me, project } = useShell();
  const office = me.isSuperuser || (project?.role != null && project.role.type !== 'worker');
  return { office, userId: me.id };
}

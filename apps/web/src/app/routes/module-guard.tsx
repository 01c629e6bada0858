import { Outlet } from 'react-router';
import { AreaPlaceholder } from '../../components/area-placeholder.tsx';
import { useShell } from '../../lib/active-project.ts';
import { NoProjectState } from './no-project-state.tsx';

/** Hides a module's screens when the role may not open it; the server enforces it anyway. */
export function ModuleGuard({ path }: { path: string }) {
  const { me, project } = useShell();
  if (!project && me.isSuperuser) return <NoProjectState />;
  const allowed = project?.modules.some((m) => m.path === path) ?? false;
  if (!allowed) {
    return (
      <AreaPlaceholder title="Kein Zugriff" text="Sie haben keinen Zugriff auf diesen Bereich." />
    );
  }
  return <Outlet />;
}

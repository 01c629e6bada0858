import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useShell } from '../lib/active-project.ts';

/** Where the site's domain is set: the project settings of the administration. */
export function projectSettingsPath(projectId: string): string {
  return `/admin/projects/${projectId}?tab=einstellungen`;
}

/** A link to the domain setting, for those who may open it (superusers, the project's admins). */
export function DomainSettingLink({ projectId, label }: { projectId: string; label: string }) {
  const { me, project } = useShell();
  if (!me.isSuperuser && project?.role?.type !== 'admin') return null;
  return (
    <Anchor component={Link} to={projectSettingsPath(projectId)} size="sm" underline="always">
      {label}
    </Anchor>
  );
}

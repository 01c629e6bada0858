import { Anchor, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { moduleForUrl } from '@kontor/core/modules';
import { AreaPlaceholder } from '../../components/area-placeholder.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/active-project.ts';

/** Any module path whose screens do not exist yet; unknown paths get a not-found note. */
export function ModulePlaceholderRoute() {
  const { pathname } = useLocation();
  const { project } = useShell();
  const module = moduleForUrl(project?.modules ?? [], pathname);
  const sub = module?.subMenu.find((item) => pathname === `${module.path}${item.path}`);

  if (!module) {
    return (
      <Stack>
        <PageHeader title="Seite nicht gefunden" />
        <AreaPlaceholder text="Diese Seite gibt es nicht oder Sie haben keinen Zugriff darauf." />
        <Anchor component={Link} to="/">
          Zum Dashboard
        </Anchor>
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={module.name} description={sub?.label} />
      <AreaPlaceholder text="Dieser Bereich folgt in Kürze." />
    </>
  );
}

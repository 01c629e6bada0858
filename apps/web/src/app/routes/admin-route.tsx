import { Navigate } from 'react-router';
import { AreaPlaceholder } from '../../components/area-placeholder.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/active-project.ts';

/** /admin: superusers only; the administration screens come in a later issue. */
export function AdminRoute() {
  const { me } = useShell();
  if (!me.isSuperuser) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader title="Admin" description="Projekte, Module und Rollen verwalten" />
      <AreaPlaceholder text="Die Administration folgt in Kürze." />
    </>
  );
}

import { Suspense, type ComponentType } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordNotFound } from '../../../components/record-failure.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { useRecordSlots } from '../../../lib/record-slots.ts';
import { ModulesTab } from '../components/modules-tab.tsx';
import { DeployHookPanel } from '../components/deploy-hook-panel.tsx';
import { SettingsTab } from '../components/settings-tab.tsx';
import { messages } from '../messages.ts';

const TABS = [
  { value: 'module', label: messages.tabModules },
  { value: 'nutzer', label: messages.tabUsers },
  { value: 'rollen', label: messages.tabRoles },
  { value: 'einstellungen', label: messages.tabSettings },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

/** Route /admin/projects/:projectId?tab=…: Module, Nutzer, Rollen, Einstellungen. */
export function ProjectAdminRoute() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { me, projects } = useShell();
  const slots = useRecordSlots();
  const project = projects.find((p) => p.id === projectId);
  if (!project) return <RecordNotFound back={{ to: '/admin', label: messages.backToProjects }} />;
  // The server refuses anyone else; this only spares them a page of errors.
  if (!me.isSuperuser && project.role?.type !== 'admin') {
    return <Navigate to="/admin" replace />;
  }
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'module';

  return tab === 'module' ? (
    <ModulesTab projectId={projectId} header={(actions) => header(actions)} />
  ) : (
    <>
      {header()}
      {tab === 'nutzer' ? (
        <Slot component={slots.projectAdminMembers} projectId={projectId} />
      ) : tab === 'rollen' ? (
        <Slot component={slots.projectAdminRoles} projectId={projectId} />
      ) : (
        <Stack gap="lg">
          <SettingsTab projectId={projectId} />
          <DeployHookPanel projectId={projectId} />
        </Stack>
      )}
    </>
  );

  function header(create?: { label: string; onCreate: () => void }) {
    return (
      <PageHeader
        title={project!.name}
        description={messages.adminDescription}
        createLabel={create?.label}
        onCreate={create?.onCreate}
        tabs={TABS.map((t) => ({ value: t.value, label: t.label }))}
        activeTab={tab}
        onTabChange={(value) => setParams({ tab: value }, { replace: true })}
      />
    );
  }
}

/** A tab another feature fills (app/record-slots.tsx); a short note until it is there. */
function Slot({
  component: Component,
  projectId,
}: {
  component: ComponentType<{ projectId: string }> | undefined;
  projectId: string;
}) {
  if (!Component) return <Text c="dimmed">{messages.slotLoading}</Text>;
  return (
    <Suspense fallback={<Loader role="status" aria-label={messages.slotLoading} />}>
      <Component projectId={projectId} />
    </Suspense>
  );
}

import { useDisclosure } from '@mantine/hooks';
import {
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ModuleIcon } from '../../../components/module-icon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { useRecordSlots } from '../../../lib/record-slots.ts';
import { CreateProjectModal } from '../components/create-project-modal.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { ProjectSettingsModal } from '../components/project-settings-modal.tsx';
import { messages } from '../messages.ts';

/** Route /: 'Dashboard', 'Wähle ein Modul', a card per permitted module, the notifications widget. */
export function DashboardRoute() {
  const { me, project, switchProject } = useShell();
  const { dashboardNotifications: Notifications } = useRecordSlots();
  // '?neues-projekt=1' (from /admin and the no-project state) opens the create dialog.
  const [params, setParams] = useSearchParams();
  const [creating, creatingModal] = useDisclosure(params.has('neues-projekt'));
  const [editing, editingModal] = useDisclosure(false);
  const modules = project?.modules ?? [];
  // Spec 001: project settings belong to the project's administrators and superusers.
  const canEdit = project !== null && (me.isSuperuser || project.role?.type === 'admin');

  return (
    <>
      <PageHeader
        title={
          project?.logo ? (
            <Group gap="sm" wrap="nowrap">
              <ProjectLogo
                projectId={project.id}
                name={project.name}
                logo={project.logo}
                size={40}
              />
              {messages.dashboardTitle}
            </Group>
          ) : (
            messages.dashboardTitle
          )
        }
        description={messages.dashboardDescription}
        actions={
          canEdit ? (
            <Button
              variant="default"
              leftSection={<IconSettings size={16} />}
              onClick={editingModal.open}
            >
              {messages.editProject}
            </Button>
          ) : null
        }
        createLabel={me.isSuperuser ? messages.newProject : undefined}
        onCreate={me.isSuperuser ? creatingModal.open : undefined}
      />
      {!project ? (
        <Text c="dimmed">{me.isSuperuser ? messages.noProjectSuperuser : messages.noProject}</Text>
      ) : modules.length === 0 ? (
        <Text c="dimmed">{messages.noModules}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {modules.map((module) => (
            <UnstyledButton
              key={module.id}
              component={Link}
              to={module.path}
              aria-label={module.name}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Card withBorder radius="md" padding="lg" h="100%" className="kontor-module-card">
                <Group gap="md" wrap="nowrap">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <ModuleIcon icon={module.icon} size={24} />
                  </ThemeIcon>
                  <Text fw={600}>{module.name}</Text>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {project?.role && Notifications ? (
        <Suspense fallback={null}>
          <Box mt="xl">
            <Notifications projectId={project.id} />
          </Box>
        </Suspense>
      ) : null}
      {canEdit ? (
        <ProjectSettingsModal project={project} opened={editing} onClose={editingModal.close} />
      ) : null}
      {me.isSuperuser ? (
        <CreateProjectModal
          opened={creating}
          onClose={() => {
            creatingModal.close();
            if (params.has('neues-projekt')) setParams({}, { replace: true });
          }}
          onCreated={(created) => switchProject(created.id)}
        />
      ) : null}
    </>
  );
}

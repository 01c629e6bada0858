import { useState } from 'react';
import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { ModuleIcon } from '../../../components/module-icon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { CreateProjectModal } from '../components/create-project-modal.tsx';
import { messages } from '../messages.ts';

/** Route /: 'Dashboard', 'Wähle ein Modul', a card per permitted module. */
export function DashboardRoute() {
  const { me, project, switchProject } = useShell();
  const [creating, setCreating] = useState(false);
  const modules = project?.modules ?? [];

  return (
    <>
      <PageHeader
        title={messages.dashboardTitle}
        description={messages.dashboardDescription}
        createLabel={me.isSuperuser ? messages.newProject : undefined}
        onCreate={me.isSuperuser ? () => setCreating(true) : undefined}
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
      {me.isSuperuser ? (
        <CreateProjectModal
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(created) => switchProject(created.id)}
        />
      ) : null}
    </>
  );
}

import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { ProjectLogo } from '../../features/projects/components/project-logo.tsx';
import { useShell } from '../../lib/active-project.ts';

/** Shows the active project; users with several projects can switch here. */
export function ProjectSwitcher() {
  const { project, projects, switchProject } = useShell();
  if (!project) return null;

  const name = (
    <Text fw={600} size="sm" truncate maw={{ base: 150, sm: 340 }}>
      {project.name}
    </Text>
  );

  if (projects.length < 2) {
    return (
      <Group gap="xs" wrap="nowrap">
        <ProjectLogo projectId={project.id} name={project.name} logo={project.logo} size={28} />
        {name}
      </Group>
    );
  }

  return (
    <Menu position="bottom-start" width={280} shadow="md">
      <Menu.Target>
        {/* Named by its content so the name holds the visible text (WCAG 2.5.3); the logo
            (initials or image) is decoration here, the dashboard shows it with its name. */}
        <UnstyledButton px={6} py={4}>
          <Group gap={6} wrap="nowrap">
            <VisuallyHidden>Projekt wechseln, aktiv:</VisuallyHidden>
            <Box component="span" aria-hidden display="flex">
              <ProjectLogo
                projectId={project.id}
                name={project.name}
                logo={project.logo}
                size={28}
              />
            </Box>
            {name}
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Projekt wechseln</Menu.Label>
        {projects.map((p) => (
          <Menu.Item
            key={p.id}
            onClick={() => p.id !== project.id && switchProject(p.id)}
            rightSection={p.id === project.id ? <IconCheck size={16} aria-hidden /> : null}
          >
            {p.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

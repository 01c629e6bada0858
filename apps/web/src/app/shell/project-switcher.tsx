import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { ProjectLogo } from '../../features/projects/components/project-logo.tsx';
import { useShell } from '../../lib/active-project.ts';

/** Shows the active project; users with several projects can switch here. */
export function ProjectSwitcher() {
  const { project, projects, switchProject } = useShell();
  if (!project) return null;

  const label = (
    <Group gap="xs" wrap="nowrap">
      <ProjectLogo projectId={project.id} name={project.name} logo={project.logo} size={28} />
      <Text fw={600} size="sm" truncate maw={{ base: 150, sm: 340 }}>
        {project.name}
      </Text>
    </Group>
  );

  if (projects.length < 2) return label;

  return (
    <Menu position="bottom-start" width={280} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Projekt wechseln, aktiv: ${project.name}`} px={6} py={4}>
          <Group gap={6} wrap="nowrap">
            {label}
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

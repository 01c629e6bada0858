import { Group, NativeSelect, Title } from '@mantine/core';
import type { ProjectSummary } from '@kontor/core/schemas/projects';
import { KontorLogo } from '../../components/kontor-logo.tsx';
import { workerMessages as m } from '../messages.ts';

interface AppHeaderProps {
  title: string;
  project: ProjectSummary;
  projects: ProjectSummary[];
  onSwitch: (id: string) => void;
}

export function AppHeader({ title, project, projects, onSwitch }: AppHeaderProps) {
  return (
    <header>
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap" bg="white">
        <Group gap="xs" wrap="nowrap">
          <KontorLogo height={28} markOnly />
          <Title order={1} size="h4">
            {title}
          </Title>
        </Group>
        {projects.length > 1 ? (
          <NativeSelect
            aria-label={m.projectLabel}
            size="xs"
            value={project.id}
            onChange={(event) => onSwitch(event.currentTarget.value)}
            data={projects.map((p) => ({ value: p.id, label: p.name }))}
            maw={160}
          />
        ) : null}
      </Group>
    </header>
  );
}

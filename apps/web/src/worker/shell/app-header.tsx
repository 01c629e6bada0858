import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { KontorLogo } from '../../components/kontor-logo.tsx';
import { workerMessages as m } from '../messages.ts';
import { AccountMenu, type AccountProps } from './account-menu.tsx';

interface AppHeaderProps extends AccountProps {
  /** The page shown, or the one a task or visit was opened from. */
  title: string;
  /** On a task or visit: back to that page. */
  onBack?: () => void;
}

export function AppHeader({ title, onBack, ...account }: AppHeaderProps) {
  const { project, projects } = account;
  return (
    <header className="worker-header">
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap" bg="white">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {onBack ? (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={m.back}
              title={m.back}
              onClick={onBack}
            >
              <IconArrowLeft size={22} aria-hidden />
            </ActionIcon>
          ) : (
            <KontorLogo height={28} markOnly />
          )}
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h4">
              {title}
            </Title>
            {/* With two projects or more, which one this is stays in sight. */}
            {projects.length > 1 && (
              <Text size="xs" c="dimmed" truncate>
                {project.name}
              </Text>
            )}
          </div>
        </Group>
        <AccountMenu {...account} />
      </Group>
    </header>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useShell } from '../../lib/active-project.ts';

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { me, project } = useShell();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Benutzermenü ${me.name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size={32} radius="xl" color="initials" name={me.name} />
            <Text size="sm" fw={500} visibleFrom="md">
              {me.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {me.email}
          {project?.role ? ` · ${project.role.name}` : me.isSuperuser ? ' · Superuser' : ''}
        </Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Abmelden
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

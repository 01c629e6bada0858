import { lazy, Suspense, useState } from 'react';
import {
  Avatar,
  Box,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useMyPortrait } from '../../features/projects/api/my-portrait.ts';
import { useShell } from '../../lib/active-project.ts';
import { thumbnailUrl } from '../../components/image-picker/images-api.ts';

// The picker is loaded only when someone opens 'Profilbild'.
const PortraitModal = lazy(async () => {
  const module = await import('../../features/projects/components/portrait-modal.tsx');
  return { default: module.PortraitModal };
});

/** Spec 001 §9: portraits are 60×60; requested at 2× for sharp screens. */
const PORTRAIT_SIZE = 60;

export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { me, project } = useShell();
  const [editingPortrait, setEditingPortrait] = useState(false);
  const portrait = useMyPortrait(project?.id ?? null, me.id);
  const portraitId = portrait.data ?? null;
  const src =
    project && portraitId
      ? thumbnailUrl(project.id, portraitId, {
          w: PORTRAIT_SIZE * 2,
          h: PORTRAIT_SIZE * 2,
          crop: true,
        })
      : null;

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          {/* Named by its content, so the name contains the visible text (label in name). */}
          <UnstyledButton>
            <Group gap="xs" wrap="nowrap">
              <VisuallyHidden>Benutzermenü</VisuallyHidden>
              <Box component="span" aria-hidden display="flex">
                <Avatar size={32} radius="xl" color="initials" name={me.name} src={src} alt="" />
              </Box>
              <Text size="sm" fw={500} visibleFrom="md">
                {me.name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Group gap="sm" wrap="nowrap" p="xs">
            <Avatar
              size={PORTRAIT_SIZE}
              radius="xl"
              color="initials"
              name={me.name}
              src={src}
              alt={src ? `Profilbild ${me.name}` : undefined}
            />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {me.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {me.email}
              </Text>
              <Text size="xs" c="dimmed">
                {project?.role ? project.role.name : me.isSuperuser ? 'Superuser' : ''}
              </Text>
            </Stack>
          </Group>
          <Menu.Divider />
          {/* A portrait belongs to a membership; a superuser outside the project has none. */}
          {project?.role ? (
            <Menu.Item
              leftSection={<IconUserCircle size={16} aria-hidden />}
              onClick={() => setEditingPortrait(true)}
            >
              Profilbild
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
            Abmelden
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {project && editingPortrait ? (
        <Suspense fallback={null}>
          <PortraitModal
            projectId={project.id}
            portrait={portraitId}
            opened={editingPortrait}
            onClose={() => setEditingPortrait(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

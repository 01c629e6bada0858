import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A superuser without any project: the way to the first one instead of 'Kein Zugriff'. */
export function NoProjectState() {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={440}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconFolderPlus size={28} />
        </ThemeIcon>
        <Title order={2} size="h4" ta="center">
          Noch kein Projekt
        </Title>
        <Text c="dimmed" ta="center">
          Es gibt noch kein Projekt. Legen Sie mit „Neues Projekt“ das erste an.
        </Text>
        <Button component={Link} to="/?neues-projekt=1">
          Neues Projekt
        </Button>
      </Stack>
    </Center>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { KontorLogo } from '../kontor-logo.tsx';

const footer = { imprint: 'Impressum', privacy: 'Datenschutz' } as const;

/** Public pages (login, reset, legal, invitation): logo above a card, legal links below (spec 000 §1). */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Center component="main" style={{ flex: 1 }} px="md" py="xl">
        <Stack w="100%" maw={460} gap="lg">
          <Center>
            <KontorLogo height={40} />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {children}
          </Paper>
        </Stack>
      </Center>
      <Box component="footer" py="md">
        <Group justify="center" gap="lg">
          <Anchor component={Link} to="/impressum" size="sm" c="dimmed">
            {footer.imprint}
          </Anchor>
          <Anchor component={Link} to="/datenschutz" size="sm" c="dimmed">
            {footer.privacy}
          </Anchor>
          <Text size="sm" c="dimmed">
            Kontor {__APP_VERSION__}
          </Text>
        </Group>
      </Box>
    </Box>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Last resort for a route that failed to load or render (e.g. an outdated chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="80vh" px="md">
      <Stack align="center" gap="sm" maw={460}>
        <Title order={1} size="h3">
          Die Seite konnte nicht geladen werden
        </Title>
        <Text c="dimmed" ta="center">
          Bitte laden Sie die Seite neu. Besteht das Problem weiter, wenden Sie sich an den
          Administrator.
        </Text>
        <Button onClick={() => window.location.reload()}>Neu laden</Button>
      </Stack>
    </Center>
  );
}

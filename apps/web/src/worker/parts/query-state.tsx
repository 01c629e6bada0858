import { Alert, Box, Button, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client.ts';
import { workerMessages } from '../messages.ts';
import { screenMessages as m } from '../screens/screen-messages.ts';

/** Loading or failed (with nothing cached): said the same way on every screen. */
export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={workerMessages.loading} />
      </Center>
    );
  return (
    <Alert color="red" title={m.loadError} role="alert">
      {errorMessage(query.error)}
      <Button
        display="block"
        mt="xs"
        size="xs"
        variant="light"
        onClick={() => void query.refetch()}
      >
        {m.retry}
      </Button>
    </Alert>
  );
}

/** QueryState as a whole screen's content (with the screens' padding). */
export function ScreenQueryState({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <Box p="sm">
      <QueryState query={query} />
    </Box>
  );
}

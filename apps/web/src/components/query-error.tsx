import { Alert } from '@mantine/core';
import { errorMessage } from '../lib/api-client.ts';

/** The German message of a failed load above a table, or nothing. */
export function QueryError({ query }: { query: { isError: boolean; error: unknown } }) {
  if (!query.isError) return null;
  return (
    <Alert color="red" variant="light" mb="md" role="alert">
      {errorMessage(query.error)}
    </Alert>
  );
}

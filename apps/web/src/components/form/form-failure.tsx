import { Alert } from '@mantine/core';

/** The failure of a whole form (`failure` of `useSchemaForm`), announced to screen readers. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

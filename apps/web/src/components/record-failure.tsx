import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../lib/api-client.ts';

export const recordNotFoundTexts = {
  title: 'Nicht gefunden',
  text: 'Diesen Eintrag gibt es nicht oder nicht mehr. Vielleicht wurde er gelöscht, oder die Adresse ist falsch.',
  loadFailed: 'Der Eintrag konnte nicht geladen werden.',
  backToList: 'Zurück zur Liste',
} as const;

/** Where the way back leads: a list's address, or closing the slide-in. */
export type RecordBack = { label: string } & ({ to: string } | { onClick: () => void });

interface RecordFailureProps {
  error: unknown;
  /** The feature's 'konnte nicht geladen werden' title for other failures. */
  loadFailed: string;
  back: RecordBack;
  /** The feature's own not-found title ('Formular nicht gefunden'); 'Nicht gefunden' by default. */
  notFoundTitle?: string;
}

/**
 * A record that failed to load: 'Nicht gefunden' with a way back for an unknown or malformed
 * id (the server's 404), else the server's text. Shared by every record page and slide-in.
 */
export function RecordFailure({ error, loadFailed, back, notFoundTitle }: RecordFailureProps) {
  if (error instanceof ApiError && error.status === 404) {
    return <RecordNotFound back={back} title={notFoundTitle} />;
  }
  return (
    <Stack gap="md" maw={560}>
      <Alert color="red" variant="light" role="alert" title={loadFailed}>
        {errorMessage(error)}
      </Alert>
      <BackLink back={back} />
    </Stack>
  );
}

/** The not-found state of a record address, with the way back to its list. */
export function RecordNotFound({
  back,
  title = recordNotFoundTexts.title,
}: {
  back: RecordBack;
  title?: string;
}) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconFileUnknown size={30} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {recordNotFoundTexts.text}
      </Text>
      {'to' in back ? (
        <Button component={Link} to={back.to} mt="xs">
          {back.label}
        </Button>
      ) : (
        <Button onClick={back.onClick} mt="xs">
          {back.label}
        </Button>
      )}
    </Stack>
  );
}

function BackLink({ back }: { back: RecordBack }) {
  return 'to' in back ? (
    <Anchor component={Link} to={back.to}>
      {back.label}
    </Anchor>
  ) : (
    <Anchor component="button" type="button" onClick={back.onClick}>
      {back.label}
    </Anchor>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoginLayout } from '../../../components/public-page/login-layout.tsx';
import { messages } from '../messages.ts';

/** Impressum / Datenschutz: the operator fills these in; until then an honest note. */
export function LegalRoute({ kind }: { kind: 'imprint' | 'privacy' }) {
  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={2} size="h3">
          {kind === 'imprint' ? messages.imprint : messages.privacy}
        </Title>
        <Text size="sm">Die Angaben werden vom Betreiber dieser Installation ergänzt.</Text>
        <Anchor component={Link} to="/login" size="sm">
          {messages.backToLogin}
        </Anchor>
      </Stack>
    </LoginLayout>
  );
}

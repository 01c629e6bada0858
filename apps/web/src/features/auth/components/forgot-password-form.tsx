import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { loadAuthSchemas, type AuthSchemas } from '../auth-schemas.ts';
import { messages } from '../messages.ts';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [texts, setTexts] = useState<AuthSchemas['authMessages'] | null>(null);
  const resetMutation = useRequestPasswordReset();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let schemas: AuthSchemas;
    try {
      schemas = await loadAuthSchemas();
    } catch {
      setErrors({ email: 'Die Seite konnte nicht geladen werden. Bitte laden Sie sie neu.' });
      return;
    }
    const { passwordResetRequestSchema, authMessages } = schemas;
    setTexts(authMessages);
    const body = validateForm(passwordResetRequestSchema, { email }, setErrors);
    if (body) resetMutation.mutate(body);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {messages.forgotIntro}
        </Text>
        <TextInput
          label={messages.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          required
        />
        {resetMutation.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {texts?.resetMailSent}
          </Alert>
        ) : null}
        {resetMutation.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(resetMutation.error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={resetMutation.isPending} fullWidth>
          {messages.submitReset}
        </Button>
      </Stack>
    </form>
  );
}

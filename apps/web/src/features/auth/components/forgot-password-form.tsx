import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { FormFailure } from '../../../components/form/form-failure.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { loadAuthSchemas } from '../auth-schemas.ts';
import { messages } from '../messages.ts';

export function ForgotPasswordForm() {
  const { form, handleSubmit, loading, failure, showFailure } = useSchemaForm({
    loadSchema: () => loadAuthSchemas().then((schemas) => schemas.passwordResetRequestSchema),
    initialValues: { email: '' },
  });
  const [sent, setSent] = useState<string | null>(null);
  const resetMutation = useRequestPasswordReset();

  const submit = handleSubmit((body) => {
    setSent(null);
    resetMutation.mutate(body, {
      onSuccess: () =>
        void loadAuthSchemas().then(({ authMessages }) => setSent(authMessages.resetMailSent)),
      onError: (error) => showFailure(error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {messages.forgotIntro}
        </Text>
        <TextInput
          label={messages.email}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {sent ? (
          <Alert color="teal" variant="light" role="status">
            {sent}
          </Alert>
        ) : null}
        <FormFailure message={failure} />
        <Button type="submit" loading={resetMutation.isPending || loading} fullWidth>
          {messages.submitReset}
        </Button>
      </Stack>
    </form>
  );
}

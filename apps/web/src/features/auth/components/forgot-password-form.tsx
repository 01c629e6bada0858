import { useState } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthForm } from '../../../components/public-page/auth-form.tsx';
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
    <AuthForm
      onSubmit={submit}
      intro={messages.forgotIntro}
      submitLabel={messages.submitReset}
      busy={resetMutation.isPending || loading}
      failure={failure}
      status={
        sent ? (
          <Alert color="teal" variant="light" role="status">
            {sent}
          </Alert>
        ) : null
      }
    >
      <TextInput
        label={messages.email}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
    </AuthForm>
  );
}

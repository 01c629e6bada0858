import { useState } from 'react';
import { Alert, TextInput } from '@mantine/core';
import { mailThrottleTexts } from '@kontor/core/mail-throttle-texts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useRetryAfter } from '../../../lib/use-retry-after.ts';
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
  // A 429 is answered alike for known and unknown addresses; the page shows its wait.
  const retry = useRetryAfter();
  const wait = retry.wait('reset');

  const submit = handleSubmit((body) => {
    setSent(null);
    resetMutation.mutate(body, {
      onSuccess: () =>
        void loadAuthSchemas().then(({ authMessages }) => setSent(authMessages.resetMailSent)),
      // A 429 shows only the counted-down wait, not the server's sentence beside it as well.
      onError: (error) => {
        if (!retry.note('reset', error)) showFailure(error);
      },
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
        ) : wait > 0 ? (
          <Alert color="yellow" variant="light" role="status">
            {mailThrottleTexts.nextPossible(wait)}
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

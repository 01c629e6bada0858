import { Alert, Anchor, PasswordInput } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages, setPasswordBodySchema } from '@kontor/core/schemas/auth';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AuthForm } from '../../../components/public-page/auth-form.tsx';
import { LoginLayout } from '../../../components/public-page/login-layout.tsx';
import { messages } from '../messages.ts';

/** Route /reset-password?token=…: set a new password (spec 000 §5 "Set password"). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { form, handleSubmit, failure, showFailure } = useSchemaForm({
    schema: setPasswordBodySchema,
    initialValues: { password: '', passwordRepeat: '' },
    // The token comes with the link; without it the form says so instead of a field message.
    toBody: (values) => ({ ...values, token }),
  });
  const confirmMutation = useConfirmPasswordReset();

  const submit = handleSubmit((body) => {
    confirmMutation.mutate(body, {
      onSuccess: () => {
        notify.success(authMessages.passwordSet);
        navigate('/login', { replace: true });
      },
      onError: (error) => showFailure(error),
    });
  });

  return (
    <LoginLayout>
      <AuthForm
        onSubmit={submit}
        title={messages.resetTitle}
        intro={messages.resetIntro}
        submitLabel={messages.submitSetPassword}
        busy={confirmMutation.isPending}
        failure={failure ?? (form.errors.token ? messages.resetTokenMissing : null)}
        footer={
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {messages.backToLogin}
          </Anchor>
        }
      >
        {token ? null : (
          <Alert color="yellow" variant="light">
            {messages.resetTokenMissing}
          </Alert>
        )}
        <PasswordInput
          label={messages.password}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={messages.passwordRepeat}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordRepeat')}
        />
      </AuthForm>
    </LoginLayout>
  );
}

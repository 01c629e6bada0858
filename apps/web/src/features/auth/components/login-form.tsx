import { PasswordInput, TextInput } from '@mantine/core';
import type { SessionInfo } from '@kontor/core/schemas/auth';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useLogin } from '../api/login.ts';
import { AuthForm } from '../../../components/public-page/auth-form.tsx';
import { loadAuthSchemas } from '../auth-schemas.ts';
import { loginErrorMessage, type AuthMessages } from '../login-error.ts';
import { messages } from '../messages.ts';

export function LoginForm({
  onSuccess,
}: {
  onSuccess: (texts: AuthMessages, session: SessionInfo) => void;
}) {
  const { form, handleSubmit, loading, failure, showFailure } = useSchemaForm({
    loadSchema: () => loadAuthSchemas().then((schemas) => schemas.loginBodySchema),
    initialValues: { email: '', password: '' },
  });
  const loginMutation = useLogin();

  const submit = handleSubmit((body) => {
    loginMutation.mutate(body, {
      // The schema is loaded by now, and its module holds the texts.
      onSuccess: (session) =>
        void loadAuthSchemas().then(({ authMessages }) => onSuccess(authMessages, session)),
      onError: (error) =>
        void loadAuthSchemas().then(({ authMessages }) =>
          showFailure(error, loginErrorMessage(error, authMessages)),
        ),
    });
  });

  return (
    <AuthForm
      onSubmit={submit}
      submitLabel={messages.submitLogin}
      busy={loginMutation.isPending || loading}
      failure={failure}
    >
      <TextInput
        label={messages.email}
        type="email"
        autoComplete="username"
        required
        data-autofocus
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={messages.password}
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
    </AuthForm>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { loadAuthSchemas, type AuthSchemas } from '../auth-schemas.ts';
import { loginErrorMessage, type AuthMessages } from '../login-error.ts';
import { messages } from '../messages.ts';

export function LoginForm({ onSuccess }: { onSuccess: (texts: AuthMessages) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const loginMutation = useLogin();

  useEffect(() => {
    void loadAuthSchemas().catch(() => undefined);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    let schemas: AuthSchemas;
    setValidating(true);
    try {
      schemas = await loadAuthSchemas();
    } catch {
      setFailure('Das Einloggen ist leider fehlgeschlagen');
      return;
    } finally {
      setValidating(false);
    }
    const { loginBodySchema, authMessages } = schemas;
    const body = validateForm(loginBodySchema, { email, password }, setErrors);
    if (!body) return;
    loginMutation.mutate(body, {
      onSuccess: () => onSuccess(authMessages),
      onError: (error) => setFailure(loginErrorMessage(error, authMessages)),
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={messages.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          required
          data-autofocus
        />
        <PasswordInput
          label={messages.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          required
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={loginMutation.isPending || validating} fullWidth>
          {messages.submitLogin}
        </Button>
      </Stack>
    </form>
  );
}

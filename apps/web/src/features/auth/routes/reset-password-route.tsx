import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages, setPasswordBodySchema } from '@kontor/core/schemas/auth';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { LoginLayout } from '../components/login-layout.tsx';
import { messages } from '../messages.ts';

/** Route /reset-password?token=…: set a new password (spec 000 §5 "Set password"). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const confirmMutation = useConfirmPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = setPasswordBodySchema.safeParse({ token, password, passwordRepeat });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      if (fieldErrors.token) setFailure(messages.resetTokenMissing);
      return;
    }
    setErrors({});
    confirmMutation.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(authMessages.passwordSet);
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error);
        setErrors(fieldErrors);
        // Messages for the two password fields show beside them; anything else (an invalid
        // or expired token) above the button.
        const besideFields = Boolean(fieldErrors.password || fieldErrors.passwordRepeat);
        setFailure(
          besideFields && !fieldErrors.token
            ? null
            : (fieldErrors.token ??
                (error instanceof ApiError ? error.detail : errorMessage(error))),
        );
      },
    });
  }

  return (
    <LoginLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {messages.resetTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {messages.resetIntro}
          </Text>
          {token ? null : (
            <Alert color="yellow" variant="light">
              {messages.resetTokenMissing}
            </Alert>
          )}
          <PasswordInput
            label={messages.password}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            required
          />
          <PasswordInput
            label={messages.passwordRepeat}
            autoComplete="new-password"
            value={passwordRepeat}
            onChange={(e) => setPasswordRepeat(e.currentTarget.value)}
            error={errors.passwordRepeat}
            required
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" loading={confirmMutation.isPending} fullWidth>
            {messages.submitSetPassword}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {messages.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </LoginLayout>
  );
}

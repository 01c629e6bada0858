import type { FormEvent, ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { FormFailure } from '../form/form-failure.tsx';

interface AuthFormProps {
  onSubmit: (event?: FormEvent) => void;
  title?: string;
  /** Dimmed text above the fields. */
  intro?: string;
  submitLabel: string;
  busy: boolean;
  failure: string | null | undefined;
  /** Between the fields and the failure, e.g. a success note. */
  status?: ReactNode;
  /** Below the button, e.g. a link back. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The card body of the public forms: title, intro, fields, the form's failure, a full-width button. */
export function AuthForm(props: AuthFormProps) {
  const { onSubmit, title, intro, submitLabel, busy, failure, status, footer, children } = props;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {title ? (
          <Title order={2} size="h3">
            {title}
          </Title>
        ) : null}
        {intro ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
        {children}
        {status}
        <FormFailure message={failure} />
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

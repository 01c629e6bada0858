import type { FormEvent, ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { FORM_FILE_TYPES, FORM_HONEYPOT_FIELD, type FormField } from '@kontor/core/schemas/forms';
import { formShareMessages } from '../form-share-messages.ts';
import type { PublicFormErrors } from './public-form-check.ts';

const t = formShareMessages.page;

export interface PublicFormShape {
  name: string;
  fields: FormField[];
  consentText: string;
}

export interface PublicFormViewProps {
  form: PublicFormShape;
  errors: PublicFormErrors;
  busy?: boolean;
  /** Shown above the button (a refusal of the whole submission, the preview's note). */
  notice?: ReactNode;
  /** Element ids are prefixed, so the preview and a page can show one form twice. */
  idPrefix: string;
  onSubmit: (data: FormData) => void;
}

const labelOf = (field: FormField) => field.label.trim() || field.name;

/** One input per field type; `name` is the key the public API reads (docs/forms.md). */
function FieldInput({ field, error, id }: { field: FormField; error?: string; id: string }) {
  const common = {
    id,
    name: field.name,
    label: labelOf(field),
    description: field.info || undefined,
    placeholder: field.placeholder || undefined,
    withAsterisk: field.required,
    error,
  };
  switch (field.type) {
    case 'textarea':
      return <Textarea {...common} autosize minRows={4} maxRows={12} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="tel" inputMode="tel" />;
    case 'date':
      return <TextInput {...common} type="date" />;
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          placeholder={common.placeholder ?? t.numberHint}
        />
      );
    case 'select':
      return (
        <NativeSelect
          id={id}
          name={field.name}
          label={common.label}
          description={common.description}
          withAsterisk={field.required}
          error={error}
          data={[
            { value: '', label: field.placeholder || t.selectPlaceholder },
            ...field.options.map((o) => ({ value: o.value, label: o.label || o.value })),
          ]}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          name={field.name}
          value="true"
          label={`${field.description || labelOf(field)}${field.required ? ' *' : ''}`}
          description={field.info || undefined}
          error={error}
        />
      );
    case 'file':
      return (
        <Input.Wrapper
          id={id}
          label={common.label}
          description={common.description}
          withAsterisk={field.required}
          error={error}
        >
          <Box mt={4}>
            <input
              id={id}
              type="file"
              name={field.name}
              accept={FORM_FILE_TYPES.join(',')}
              aria-invalid={error ? true : undefined}
              style={{ maxWidth: '100%' }}
            />
          </Box>
        </Input.Wrapper>
      );
    default:
      return <TextInput {...common} />;
  }
}

/**
 * The form as the public sees it (issue 35): its fields in order, the privacy notice with its
 * consent box, and the honeypot, hidden from people (a bot fills it; docs/forms.md). The same
 * view serves the public page and the office's preview. Inputs are uncontrolled; the browser
 * collects them (FormData) in the page's order, file inputs last as the API wants them.
 */
export function PublicFormView({
  form,
  errors,
  busy,
  notice,
  idPrefix,
  onSubmit,
}: PublicFormViewProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  }
  const texts = form.fields.filter((f) => f.type !== 'file');
  const files = form.fields.filter((f) => f.type === 'file');
  const hasConsent = form.consentText.trim() !== '';
  return (
    <form onSubmit={submit} noValidate aria-label={form.name}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {form.name}
        </Title>
        {[...texts, ...files].map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            error={errors[field.name]}
            id={`${idPrefix}-${field.id}`}
          />
        ))}
        {hasConsent ? (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t.consentTitle}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {form.consentText}
            </Text>
            <Checkbox
              id={`${idPrefix}-consent`}
              name="consent"
              value="true"
              label={`${t.consent} *`}
              error={errors.consent}
            />
          </Stack>
        ) : null}
        <Box
          aria-hidden
          style={{
            position: 'absolute',
            left: '-10000px',
            width: 1,
            height: 1,
            overflow: 'hidden',
          }}
        >
          <label htmlFor={`${idPrefix}-${FORM_HONEYPOT_FIELD}`}>{t.honeypot}</label>
          <input
            id={`${idPrefix}-${FORM_HONEYPOT_FIELD}`}
            type="text"
            name={FORM_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
          />
        </Box>
        {notice ? <Alert variant="light">{notice}</Alert> : null}
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}

import { useRef, useState, type KeyboardEvent } from 'react';
import { Group, Loader, Text, TextInput, UnstyledButton, type TextProps } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ZodType } from 'zod';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';

interface InlineTextEditProps {
  value: string;
  /** Names the field and, with the value, the button that opens it ('Name bearbeiten'). */
  label: string;
  /** The core schema of the value: its message shows beside the field. */
  schema: ZodType<string>;
  /** The body field whose server message shows beside the field ('name', 'title'). */
  field: string;
  /** Saves the new text; the field closes when it resolves. */
  save: (text: string) => Promise<unknown>;
  /** After a stale-version refusal (409): the field closes and the caller reloads. */
  onStale?: () => void;
  textProps?: TextProps;
  maxWidth?: number;
}

/**
 * An inline-editable text: click or Enter edits, Enter or leaving the field saves, Escape
 * cancels. A refused value stays in the field with the message beside it.
 */
export function InlineTextEdit(props: InlineTextEditProps) {
  const { value: saved, label, schema, field } = props;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set once the edit is over, so the blur of the closing field does not save a second time.
  const closed = useRef(false);

  function start() {
    closed.current = false;
    setValue(saved);
    setError(null);
    setEditing(true);
  }

  function close() {
    closed.current = true;
    setEditing(false);
    setError(null);
  }

  function refused(failure: unknown) {
    const fieldError = failure instanceof ApiError ? failure.fieldError(field) : undefined;
    if (fieldError) return setError(fieldError);
    notify.error(errorMessage(failure));
    if (failure instanceof ApiError && failure.status === 409) {
      close();
      props.onStale?.();
    } else {
      setError(errorMessage(failure));
    }
  }

  function save() {
    if (pending) return;
    const parsed = schema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    if (parsed.data === saved) return close();
    setPending(true);
    props
      .save(parsed.data)
      .then(close, refused)
      .finally(() => setPending(false));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // The field's Escape must not also close the dialog or slide-in around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  if (editing) {
    return (
      <TextInput
        aria-label={label}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A blur caused by a failed save keeps the field open with its message.
          if (!closed.current && !error) save();
        }}
        error={error}
        size="sm"
        autoFocus
        rightSection={pending ? <Loader size={14} /> : null}
        maw={props.maxWidth ?? 360}
      />
    );
  }

  return (
    <UnstyledButton
      onClick={start}
      aria-label={`${label}: ${saved}`}
      className="kontor-inline-edit"
    >
      <Group gap={6} wrap="nowrap">
        <Text fw={500} size="sm" {...props.textProps}>
          {saved}
        </Text>
        <IconPencil size={14} className="kontor-inline-edit-icon" aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

import { useRef, useState, type KeyboardEvent } from 'react';
import { Group, Loader, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { propertyNameSchema, type PropertyListItem } from '@kontor/core/schemas/properties';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProperty } from '../api/update-property.ts';
import { messages } from '../messages.ts';

interface PropertyNameCellProps {
  projectId: string;
  property: PropertyListItem;
  /** Reloads the list after a stale-version conflict. */
  onStale: () => void;
}

/**
 * Inline-editable name: click or Enter edits, Enter or leaving the field saves with the row's
 * version, Escape cancels. A taken name stays in the field with the message beside it.
 */
export function PropertyNameCell({ projectId, property, onStale }: PropertyNameCellProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(property.name);
  const [error, setError] = useState<string | null>(null);
  const updateMutation = useUpdateProperty(projectId);
  // Set once the edit is over, so the blur of the closing field does not save a second time.
  const closed = useRef(false);

  function start() {
    closed.current = false;
    setValue(property.name);
    setError(null);
    setEditing(true);
  }

  function cancel() {
    closed.current = true;
    setEditing(false);
    setError(null);
    setValue(property.name);
  }

  function save() {
    if (updateMutation.isPending) return;
    const parsed = propertyNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.nameRequired);
      return;
    }
    if (parsed.data === property.name) {
      cancel();
      return;
    }
    updateMutation.mutate(
      { propertyId: property.id, body: { version: property.version, name: parsed.data } },
      {
        onSuccess: () => {
          closed.current = true;
          notify.success(messages.updated);
          setEditing(false);
          setError(null);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldError('name')) {
            setError(err.fieldError('name') ?? null);
            return;
          }
          notify.error(errorMessage(err));
          if (err instanceof ApiError && err.status === 409) {
            closed.current = true;
            setEditing(false);
            onStale();
          } else {
            setError(errorMessage(err));
          }
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  }

  if (editing) {
    return (
      <TextInput
        aria-label={messages.editName}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
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
        rightSection={updateMutation.isPending ? <Loader size={14} /> : null}
        maw={360}
      />
    );
  }

  return (
    <UnstyledButton
      onClick={start}
      aria-label={`${messages.editName}: ${property.name}`}
      className="kontor-inline-edit"
    >
      <Group gap={6} wrap="nowrap">
        <Text fw={500} size="sm">
          {property.name}
        </Text>
        <IconPencil size={14} className="kontor-inline-edit-icon" aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

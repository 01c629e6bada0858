import { useState, type KeyboardEvent } from 'react';
import { Group, Loader, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { updateMemberBodySchema, type StaffMember } from '@kontor/core/schemas/members';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateMember } from '../api/members.ts';
import { messages } from '../messages.ts';

const nameSchema = updateMemberBodySchema.shape.name.unwrap();

/**
 * Inline-editable name on /users: click or Enter edits, Enter or leaving the field saves,
 * Escape cancels; a refused name stays in the field with the message beside it.
 */
export function MemberNameCell({ projectId, member }: { projectId: string; member: StaffMember }) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMember(projectId, 'users');

  const close = () => {
    setValue(null);
    setError(null);
  };
  function save() {
    if (value === null || update.isPending) return;
    const parsed = nameSchema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    if (parsed.data === member.name) return close();
    update.mutate(
      { userId: member.id, body: { name: parsed.data } },
      {
        onSuccess: () => {
          notify.success(messages.updated);
          close();
        },
        onError: (err) =>
          setError((err instanceof ApiError && err.fieldError('name')) || errorMessage(err)),
      },
    );
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === 'Escape') event.preventDefault();
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') close();
  }

  if (!member.accountEditable) {
    // An account of other projects too: its name is the user's own (or a superuser's) to change.
    return (
      <Group gap={6} wrap="nowrap">
        <Text fw={500} size="sm">
          {member.name}
        </Text>
        <Tooltip label={messages.accountShared} multiline w={320} withArrow>
          <IconLock size={14} role="img" aria-label={messages.accountShared} tabIndex={0} />
        </Tooltip>
      </Group>
    );
  }
  if (value !== null) {
    return (
      <TextInput
        aria-label={messages.editName}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => !error && save()}
        error={error}
        size="sm"
        autoFocus
        rightSection={update.isPending ? <Loader size={14} /> : null}
        maw={320}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={() => setValue(member.name)}
      aria-label={`${messages.editName}: ${member.name}`}
      className="kontor-inline-edit"
    >
      <Group gap={6} wrap="nowrap">
        <Text fw={500} size="sm">
          {member.name}
        </Text>
        <IconPencil size={14} className="kontor-inline-edit-icon" aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

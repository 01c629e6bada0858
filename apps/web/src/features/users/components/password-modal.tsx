import { PasswordInput } from '@mantine/core';
import { setMemberPasswordBodySchema, type StaffMember } from '@kontor/core/schemas/members';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSetMemberPassword } from '../api/members.ts';
import { messages } from '../messages.ts';

interface PasswordModalProps {
  projectId: string;
  member: StaffMember | null;
  onClose: () => void;
}

/** 'Passwort ändern' for another member (spec 000 §5 "set password"). */
export function PasswordModal({ projectId, member, onClose }: PasswordModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: setMemberPasswordBodySchema,
    initialValues: { password: '', passwordRepeat: '' },
  });
  const setPassword = useSetMemberPassword(projectId);
  return (
    <FormModal
      opened={member !== null}
      onClose={onClose}
      title={member ? `${messages.password.title}: ${member.name}` : messages.password.title}
      form={form}
      onSubmit={handleSubmit(
        (body) =>
          member &&
          setPassword.mutate(
            { userId: member.id, body },
            savedThen(messages.password.saved, onClose),
          ),
      )}
      submitLabel={messages.save}
      loading={setPassword.isPending}
    >
      <PasswordInput
        label={messages.create.password}
        required
        autoComplete="new-password"
        data-autofocus
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={messages.create.passwordRepeat}
        required
        autoComplete="new-password"
        {...form.getInputProps('passwordRepeat')}
      />
    </FormModal>
  );
}

import { Text, TextInput } from '@mantine/core';
import { createInvitationBodySchema } from '@kontor/core/schemas/invitations';
import type { RoleOption } from '@kontor/core/schemas/members';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useInviteMember } from '../api/members.ts';
import { messages } from '../messages.ts';
import { RoleSelect } from './role-select.tsx';

interface AddMemberModalProps extends ModalControl {
  projectId: string;
  roles: readonly RoleOption[];
}

/**
 * 'Benutzer hinzufügen': sends an invitation the person accepts; the answer is the same whether
 * an account exists for the address or not.
 */
export function AddMemberModal({ projectId, roles, ...modal }: AddMemberModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createInvitationBodySchema,
    initialValues: { name: '', email: '', roleId: roles.find((r) => r.isDefault)?.id ?? '' },
  });
  const add = useInviteMember(projectId);
  return (
    <FormModal
      {...modal}
      title={messages.admin.add}
      form={form}
      onSubmit={handleSubmit((body) =>
        add.mutate(body, savedThen(messages.admin.added, modal.onClose)),
      )}
      submitLabel={messages.admin.addSubmit}
      loading={add.isPending}
    >
      <Text size="sm" c="dimmed">
        {messages.admin.addHint}
      </Text>
      <TextInput label={messages.name} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={messages.email} type="email" required {...form.getInputProps('email')} />
      <RoleSelect roles={roles} required {...form.getInputProps('roleId')} />
    </FormModal>
  );
}

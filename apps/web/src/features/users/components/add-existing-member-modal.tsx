import { TextInput } from '@mantine/core';
import { addExistingMemberBodySchema, type RoleOption } from '@kontor/core/schemas/members';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAddExistingMember } from '../api/members.ts';
import { messages } from '../messages.ts';
import { RoleSelect } from './role-select.tsx';

interface AddExistingMemberModalProps extends ModalControl {
  projectId: string;
  roles: readonly RoleOption[];
}

/** 'Benutzer hinzufügen': an existing account by e-mail joins the project. */
export function AddExistingMemberModal({
  projectId,
  roles,
  ...modal
}: AddExistingMemberModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: addExistingMemberBodySchema,
    initialValues: { email: '', roleId: roles.find((r) => r.isDefault)?.id ?? '' },
  });
  const add = useAddExistingMember(projectId);
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
      <TextInput
        label={messages.email}
        type="email"
        required
        data-autofocus
        {...form.getInputProps('email')}
      />
      <RoleSelect roles={roles} required {...form.getInputProps('roleId')} />
    </FormModal>
  );
}

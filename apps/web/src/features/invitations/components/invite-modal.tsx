import { Select, TextInput } from '@mantine/core';
import { createInvitationBodySchema, type SentInvitation } from '@kontor/core/schemas/invitations';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateInvitation, useProjectRoles } from '../api/invitations-api.ts';
import { messages } from '../messages.ts';

interface InviteModalProps extends ModalControl {
  projectId: string;
  /** After the save: a mail went out, or the link to pass on (no mail server). */
  onSent: (invitation: SentInvitation) => void;
}

/** 'Neuen Benutzer einladen': name, e-mail and role (the default role preselected, spec 001 §6). */
export function InviteModal({ projectId, onSent, ...modal }: InviteModalProps) {
  const roles = useProjectRoles(projectId);
  const defaultRole = roles.data?.find((r) => r.isDefault)?.id ?? '';
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: createInvitationBodySchema,
    initialValues: { name: '', email: '', roleId: '' },
    // An untouched picker means the default role.
    toBody: (values) => ({ ...values, roleId: values.roleId || defaultRole }),
  });
  const create = useCreateInvitation(projectId);
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <FormModal
      {...modal}
      title={messages.invite}
      form={form}
      onSubmit={handleSubmit((body) =>
        create.mutate(body, {
          onSuccess: (invitation) => {
            modal.onClose();
            onSent(invitation);
          },
          onError: showServerError,
        }),
      )}
      submitLabel={messages.send}
      loading={create.isPending}
    >
      <TextInput label={messages.name} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={messages.email} type="email" required {...form.getInputProps('email')} />
      <Select
        label={messages.role}
        required
        data={roleOptions}
        allowDeselect={false}
        {...form.getInputProps('roleId')}
        value={form.getValues().roleId || defaultRole || null}
      />
    </FormModal>
  );
}

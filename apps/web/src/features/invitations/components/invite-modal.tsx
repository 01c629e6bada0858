import { Alert, Select, TextInput } from '@mantine/core';
import { mailThrottleTexts } from '@kontor/core/mail-throttle-texts';
import { createInvitationBodySchema, type SentInvitation } from '@kontor/core/schemas/invitations';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useRetryAfter } from '../../../lib/use-retry-after.ts';
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
  const retry = useRetryAfter();
  // The throttle counts per address and per inviter: the wait is shown until it is over.
  const wait = retry.wait('invite');
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
          onError: (error) => {
            retry.note('invite', error);
            showServerError(error);
          },
        }),
      )}
      submitLabel={messages.send}
      loading={create.isPending}
      submitDisabled={wait > 0}
    >
      {wait > 0 ? (
        <Alert color="yellow" variant="light" role="status">
          {mailThrottleTexts.nextPossible(wait)}
        </Alert>
      ) : null}
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

import { Grid, Stack, TextInput } from '@mantine/core';
import {
  updateMemberBodySchema,
  type RoleOption,
  type StaffMember,
} from '@kontor/core/schemas/members';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUpdateMember } from '../api/members.ts';
import { messages } from '../messages.ts';
import { RoleSelect } from './role-select.tsx';
import { StaffSidePanel } from './staff-side-panel.tsx';

interface EditMemberModalProps {
  projectId: string;
  roles: readonly RoleOption[];
  /** The member being edited; null closes the dialog. */
  member: StaffMember | null;
  onClose: () => void;
}

/**
 * 'Nutzerdaten bearbeiten' (spec 000 §6): e-mail, role, portrait and colour. E-mail and colour
 * of an account that belongs to other projects too stay locked, the reason beside the e-mail.
 */
export function EditMemberModal({ member, ...props }: EditMemberModalProps) {
  // Keyed by the member, so the form starts from their data each time it opens.
  return <EditMemberForm key={member?.id ?? 'none'} member={member} {...props} />;
}

function EditMemberForm({ projectId, roles, member, onClose }: EditMemberModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: updateMemberBodySchema,
    initialValues: {
      email: member?.email ?? '',
      roleId: member?.role.id ?? '',
      portrait: member?.portrait ?? null,
      color: member?.color ?? '#868e96',
    },
  });
  const update = useUpdateMember(projectId, 'user-management');
  const locked = member && !member.accountEditable ? messages.accountShared : undefined;
  return (
    <FormModal
      opened={member !== null}
      onClose={onClose}
      size="xl"
      title={member ? `${messages.edit.title}: ${member.name}` : messages.edit.title}
      form={form}
      onSubmit={handleSubmit(
        (body) =>
          member &&
          update.mutate(
            {
              userId: member.id,
              body: locked ? { ...body, email: undefined, color: undefined } : body,
            },
            savedThen(messages.updated, onClose),
          ),
      )}
      submitLabel={messages.save}
      loading={update.isPending}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <TextInput
              label={messages.email}
              type="email"
              required
              data-autofocus
              {...form.getInputProps('email')}
              disabled={locked !== undefined}
              description={locked}
            />
            <RoleSelect roles={roles} required {...form.getInputProps('roleId')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <StaffSidePanel
            portrait={form.getInputProps('portrait')}
            color={form.getInputProps('color')}
            colorLocked={locked !== undefined}
          />
        </Grid.Col>
      </Grid>
    </FormModal>
  );
}

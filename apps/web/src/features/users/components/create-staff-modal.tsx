import { Checkbox, Grid, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  createStaffBodySchema,
  randomStaffColor,
  type RoleOption,
} from '@kontor/core/schemas/members';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateStaff } from '../api/members.ts';
import { messages } from '../messages.ts';
import { RoleSelect } from './role-select.tsx';
import { StaffSidePanel } from './staff-side-panel.tsx';

interface CreateStaffModalProps extends ModalControl {
  projectId: string;
  roles: readonly RoleOption[];
  screen: 'user-management' | 'admin';
}

/** 'Neuen Mitarbeiter anlegen' (spec 000 §2, §5 "new staff"): default role preselected. */
export function CreateStaffModal({ projectId, roles, screen, ...modal }: CreateStaffModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createStaffBodySchema,
    initialValues: {
      firstName: '',
      familyName: '',
      email: '',
      roleId: roles.find((r) => r.isDefault)?.id ?? '',
      withPassword: true,
      password: '',
      passwordRepeat: '',
      portrait: null as string | null,
      color: randomStaffColor(),
      isWorker: false,
    },
  });
  const create = useCreateStaff(projectId, screen);
  const withPassword = form.getValues().withPassword;

  return (
    <FormModal
      {...modal}
      size="xl"
      title={messages.create.title}
      form={form}
      onSubmit={handleSubmit((body) =>
        create.mutate(body, savedThen(messages.create.created, modal.onClose)),
      )}
      submitLabel={messages.create.submit}
      loading={create.isPending}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <TextInput
              label={messages.create.firstName}
              required
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={messages.create.familyName}
              required
              {...form.getInputProps('familyName')}
            />
            <TextInput
              label={messages.email}
              type="email"
              required
              {...form.getInputProps('email')}
            />
            <RoleSelect roles={roles} required {...form.getInputProps('roleId')} />
            <Switch
              label={messages.worker}
              {...form.getInputProps('isWorker', { type: 'checkbox' })}
            />
            <Checkbox
              label={messages.create.withPassword}
              {...form.getInputProps('withPassword', { type: 'checkbox' })}
            />
            {withPassword ? (
              <>
                <PasswordInput
                  label={messages.create.password}
                  required
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label={messages.create.passwordRepeat}
                  required
                  autoComplete="new-password"
                  {...form.getInputProps('passwordRepeat')}
                />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {messages.create.withoutPasswordHint}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <StaffSidePanel
            portrait={form.getInputProps('portrait')}
            color={form.getInputProps('color')}
          />
        </Grid.Col>
      </Grid>
    </FormModal>
  );
}

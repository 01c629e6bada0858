import { useRef } from 'react';
import { Checkbox, Grid, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  createStaffBodySchema,
  isWorkerByDefault,
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
  const defaultRoleId = roles.find((r) => r.isDefault)?.id ?? '';
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createStaffBodySchema,
    initialValues: {
      firstName: '',
      familyName: '',
      email: '',
      roleId: defaultRoleId,
      withPassword: true,
      password: '',
      passwordRepeat: '',
      portrait: null as string | null,
      color: randomStaffColor(),
      isWorker: isWorkerByDefault(roles, defaultRoleId),
    },
  });
  const roleInput = form.getInputProps('roleId');
  const workerInput = form.getInputProps('isWorker', { type: 'checkbox' });
  // The 'Arbeiter' switch follows the chosen role's type until the user sets it themself.
  const workerSetByUser = useRef(false);
  const chooseRole = (roleId: string | null) => {
    roleInput.onChange(roleId);
    if (roleId && !workerSetByUser.current) {
      form.setFieldValue('isWorker', isWorkerByDefault(roles, roleId));
    }
  };
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
            <RoleSelect roles={roles} required {...roleInput} onChange={chooseRole} />
            <Switch
              label={messages.worker}
              {...workerInput}
              onChange={(event) => {
                workerSetByUser.current = true;
                workerInput.onChange(event);
              }}
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

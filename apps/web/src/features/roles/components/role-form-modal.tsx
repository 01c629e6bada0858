import { MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import {
  ROLE_COLORS,
  MAX_ROLE_MODULES,
  createRoleBodySchema,
  updateRoleBodySchema,
  type RoleDetail,
  type CreateRoleBody,
  type UpdateRoleBody,
} from '@kontor/core/schemas/roles';
import { ROLE_TYPES } from '@kontor/core/schemas/projects';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateRole, useGrantableModules, useUpdateRole } from '../api/roles-api.ts';
import { colorLabels, messages, roleTypeLabels } from '../messages.ts';

interface RoleFormModalProps extends ModalControl {
  projectId: string;
  /** The role to edit; none: 'Neue Rolle erstellen'. */
  role: RoleDetail | null;
}

const typeOptions = ROLE_TYPES.map((value) => ({ value, label: roleTypeLabels[value] }));
const colorOptions = ROLE_COLORS.map((value) => ({ value, label: colorLabels[value] ?? value }));

/** Create or edit a role: name, type, colour, default flag and the modules it opens. */
export function RoleFormModal({ projectId, role, ...modal }: RoleFormModalProps) {
  const modules = useGrantableModules(projectId);
  const initialValues = {
    name: role?.name ?? '',
    type: role?.type ?? ('office' as const),
    color: (role?.color ?? 'blue') as (typeof ROLE_COLORS)[number],
    isDefault: role?.isDefault ?? false,
    moduleIds: role?.moduleIds ?? [],
  };
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: role ? updateRoleBodySchema : createRoleBodySchema,
    initialValues,
    toBody: (values) => (role ? { ...values, version: role.version } : values),
  });
  const create = useCreateRole(projectId);
  const update = useUpdateRole(projectId, role?.id ?? '');
  const mutation = role ? update : create;
  const moduleOptions = (modules.data ?? []).map((m) => ({ value: m.id, label: m.name }));

  return (
    <FormModal
      {...modal}
      title={role ? messages.editRole : messages.newRole}
      form={form}
      onSubmit={handleSubmit((body) => {
        const then = savedThen(role ? messages.updated : messages.created, modal.onClose);
        if (role) update.mutate(body as UpdateRoleBody, then);
        else create.mutate(body as CreateRoleBody, then);
      })}
      submitLabel={role ? messages.save : messages.create}
      loading={mutation.isPending}
    >
      <TextInput label={messages.name} required data-autofocus {...form.getInputProps('name')} />
      <Select
        label={messages.type}
        data={typeOptions}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      <Select
        label={messages.color}
        data={colorOptions}
        allowDeselect={false}
        {...form.getInputProps('color')}
      />
      <Switch
        label={messages.isDefault}
        description={role?.isDefault ? messages.defaultLocked : messages.isDefaultHint}
        disabled={role?.isDefault}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
      <MultiSelect
        label={messages.modules}
        description={messages.modulesHint}
        data={moduleOptions}
        maxValues={MAX_ROLE_MODULES}
        searchable
        clearable
        nothingFoundMessage={messages.noModules}
        {...form.getInputProps('moduleIds')}
      />
    </FormModal>
  );
}

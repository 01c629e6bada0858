import { Select, TextInput } from '@mantine/core';
import { MODULE_TEMPLATES } from '@kontor/core/modules';
import { createModuleBodySchema } from '@kontor/core/schemas/module-admin';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateModule } from '../api/admin-modules.ts';
import { messages } from '../messages.ts';

interface AddModuleModalProps extends ModalControl {
  projectId: string;
  /** Templates already in the project; each may be added once. */
  usedPaths: string[];
}

/** 'Neues Modul': a template from the catalogue and a name, both required (spec 001 §5). */
export function AddModuleModal({ projectId, usedPaths, ...modal }: AddModuleModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createModuleBodySchema,
    initialValues: { path: null as string | null, name: '' },
  });
  const create = useCreateModule(projectId);
  const templates = MODULE_TEMPLATES.filter((t) => !usedPaths.includes(t.path)).map((t) => ({
    value: t.path,
    label: `${t.label} (${t.path})`,
  }));

  return (
    <FormModal
      {...modal}
      title={messages.newModuleTitle}
      form={form}
      onSubmit={handleSubmit((body) =>
        create.mutate(body, savedThen(messages.moduleAdded, modal.onClose)),
      )}
      submitLabel={messages.add}
      loading={create.isPending}
    >
      <Select
        label={messages.template}
        required
        searchable
        data={templates}
        nothingFoundMessage={messages.allTemplatesUsed}
        {...form.getInputProps('path')}
        onChange={(path) => {
          form.setFieldValue('path', path);
          // The template's label is the natural first name; a typed name stays.
          const label = MODULE_TEMPLATES.find((t) => t.path === path)?.label;
          if (label && !form.getValues().name.trim()) form.setFieldValue('name', label);
        }}
      />
      <TextInput
        label={messages.moduleName}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}

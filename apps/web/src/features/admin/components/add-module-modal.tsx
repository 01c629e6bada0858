import { Select, Stack, Text, TextInput } from '@mantine/core';
import { MODULE_TEMPLATES, type ModuleTemplate } from '@kontor/core/modules';
import { createModuleBodySchema } from '@kontor/core/schemas/module-admin';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateModule } from '../api/admin-modules.ts';
import { messages } from '../messages.ts';

const CATALOGUE: readonly ModuleTemplate[] = MODULE_TEMPLATES;

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
  const templates = CATALOGUE.filter((t) => !usedPaths.includes(t.path)).map((t) => ({
    value: t.path,
    label: `${t.label} (${t.path})`,
  }));
  const describe = (path: string | null) => CATALOGUE.find((t) => t.path === path)?.description;
  const chosen = form.getValues().path;

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
        // Two templates are both 'Trainingsgruppe' (spec 001 §2): the description tells them apart.
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {describe(option.value) ? (
              <Text size="xs" c="dimmed">
                {describe(option.value)}
              </Text>
            ) : null}
          </Stack>
        )}
        {...form.getInputProps('path')}
        description={describe(chosen)}
        onChange={(path) => {
          form.setFieldValue('path', path);
          // The template's label is the natural first name; a typed name stays.
          const label = CATALOGUE.find((t) => t.path === path)?.label;
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

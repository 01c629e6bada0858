import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { createModuleBodySchema, type AdminModule } from '@kontor/core/schemas/module-admin';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUpdateModule } from '../api/admin-modules.ts';
import { messages } from '../messages.ts';

const nameSchema = z.object({ name: createModuleBodySchema.shape.name });

/** 'Umbenennen': the module's name as the sidebar shows it. */
export function ModuleNameModal(props: {
  projectId: string;
  module: AdminModule;
  onClose: () => void;
}) {
  const { projectId, module, onClose } = props;
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: nameSchema,
    initialValues: { name: module.name },
  });
  const update = useUpdateModule(projectId);
  return (
    <FormModal
      opened
      title={messages.renameTitle}
      form={form}
      onClose={onClose}
      onSubmit={handleSubmit(({ name }) =>
        update.mutate(
          { moduleId: module.id, body: { version: module.version, name } },
          savedThen(messages.moduleSaved, onClose),
        ),
      )}
      submitLabel={messages.save}
      loading={update.isPending}
    >
      <TextInput
        label={messages.moduleName}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}

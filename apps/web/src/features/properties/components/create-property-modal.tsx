import { TextInput } from '@mantine/core';
import { createPropertyBodySchema } from '@kontor/core/schemas/properties';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateProperty } from '../api/create-property.ts';
import { messages } from '../messages.ts';

interface CreatePropertyModalProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Neues Objekt erstellen': a name; a taken name shows 'Dieser Name existiert bereits'. */
export function CreatePropertyModal({ projectId, opened, onClose }: CreatePropertyModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createPropertyBodySchema,
    initialValues: { name: '' },
  });
  const createMutation = useCreateProperty(projectId);

  return (
    <FormModal
      opened={opened}
      title={messages.newProperty}
      form={form}
      onClose={onClose}
      onSubmit={handleSubmit((body) =>
        createMutation.mutate(body, savedThen(messages.created, onClose)),
      )}
      submitLabel={messages.create}
      loading={createMutation.isPending}
    >
      <TextInput label={messages.name} {...form.getInputProps('name')} required data-autofocus />
    </FormModal>
  );
}

import { TextInput } from '@mantine/core';
import { createPropertyBodySchema } from '@kontor/core/schemas/properties';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateProperty } from '../api/create-property.ts';
import { messages } from '../messages.ts';

interface CreatePropertyModalProps extends ModalControl {
  projectId: string;
}

/** 'Neues Objekt erstellen': a name; a taken name shows 'Dieser Name existiert bereits'. */
export function CreatePropertyModal({ projectId, ...modal }: CreatePropertyModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createPropertyBodySchema,
    initialValues: { name: '' },
  });
  const createMutation = useCreateProperty(projectId);

  return (
    <FormModal
      {...modal}
      title={messages.newProperty}
      form={form}
      onSubmit={handleSubmit((body) =>
        createMutation.mutate(body, savedThen(messages.created, modal.onClose)),
      )}
      submitLabel={messages.create}
      loading={createMutation.isPending}
    >
      <TextInput label={messages.name} {...form.getInputProps('name')} required data-autofocus />
    </FormModal>
  );
}

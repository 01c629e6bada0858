import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { createPropertyBodySchema } from '@kontor/core/schemas/properties';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateProperty } from '../api/create-property.ts';
import { messages } from '../messages.ts';

interface CreatePropertyModalProps extends ModalControl {
  projectId: string;
}

/**
 * 'Neues Objekt erstellen': a name; a taken name shows 'Dieser Name existiert bereits'. A new
 * property opens on its own page, where it is set up next (it may sort onto another list page).
 */
export function CreatePropertyModal({ projectId, ...modal }: CreatePropertyModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createPropertyBodySchema,
    initialValues: { name: '' },
  });
  const createMutation = useCreateProperty(projectId);
  const navigate = useNavigate();
  const saved = savedThen(messages.created, modal.onClose);

  return (
    <FormModal
      {...modal}
      title={messages.newProperty}
      form={form}
      onSubmit={handleSubmit((body) =>
        createMutation.mutate(body, {
          onError: saved.onError,
          onSuccess: (created) => {
            saved.onSuccess();
            void navigate(`/properties/${created.id}`);
          },
        }),
      )}
      submitLabel={messages.create}
      loading={createMutation.isPending}
    >
      <TextInput label={messages.name} {...form.getInputProps('name')} required data-autofocus />
    </FormModal>
  );
}

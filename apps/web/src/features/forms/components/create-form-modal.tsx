import { Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formCreateSchema } from '@kontor/core/schemas/forms';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateForm } from '../api/forms.ts';
import { messages } from '../messages.ts';

interface CreateFormModalProps extends ModalControl {
  projectId: string;
}

/** 'Neu': a name of 5-36 characters ('Pflichtfeld' when empty); the new form opens at Felder. */
export function CreateFormModal({ projectId, ...modal }: CreateFormModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: formCreateSchema,
    initialValues: { name: '', description: '' },
  });
  const create = useCreateForm(projectId);
  const navigate = useNavigate();
  const saved = savedThen(messages.created, modal.onClose);
  return (
    <FormModal
      {...modal}
      title={messages.newForm}
      form={form}
      onSubmit={handleSubmit((body) =>
        create.mutate(body, {
          onError: saved.onError,
          onSuccess: (created) => {
            saved.onSuccess();
            void navigate(`/forms/${created.id}?tab=felder`);
          },
        }),
      )}
      submitLabel={messages.create}
      loading={create.isPending}
    >
      <TextInput
        label={messages.name}
        {...form.getInputProps('name')}
        required
        data-autofocus
        maxLength={36}
      />
      <Textarea label={messages.description} {...form.getInputProps('description')} autosize />
    </FormModal>
  );
}

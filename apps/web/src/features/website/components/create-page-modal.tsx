import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { webpageCreateSchema } from '@kontor/core/schemas/website';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateWebpage } from '../api/webpages.ts';
import { pagesMessages as m } from '../pages-messages.ts';

interface CreatePageModalProps extends ModalControl {
  projectId: string;
}

/** 'Neue Seite' (superusers): path and title; the new page opens in the editor. */
export function CreatePageModal({ projectId, ...modal }: CreatePageModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: webpageCreateSchema,
    initialValues: { path: '/', title: '' },
  });
  const create = useCreateWebpage(projectId);
  const navigate = useNavigate();
  const saved = savedThen(m.created, modal.onClose);
  return (
    <FormModal
      {...modal}
      title={m.newPage}
      form={form}
      onSubmit={handleSubmit((body) =>
        create.mutate(body, {
          onError: saved.onError,
          onSuccess: (page) => {
            saved.onSuccess();
            void navigate(`/website/pages/${page.id}`);
          },
        }),
      )}
      submitLabel={m.createSubmit}
      loading={create.isPending}
    >
      <TextInput label={m.pageTitle} {...form.getInputProps('title')} required data-autofocus />
      <TextInput label={m.path} {...form.getInputProps('path')} required />
    </FormModal>
  );
}

import { useRef } from 'react';
import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { pagePathFromTitle, webpageCreateSchema } from '@kontor/core/schemas/website';
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
  // The path follows the title until the user types a path of their own.
  const pathTyped = useRef(false);
  const titleInput = form.getInputProps('title');
  const pathInput = form.getInputProps('path');
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
      <TextInput
        label={m.pageTitle}
        {...titleInput}
        onChange={(event) => {
          titleInput.onChange(event);
          if (!pathTyped.current)
            form.setFieldValue('path', pagePathFromTitle(event.currentTarget.value));
        }}
        required
        data-autofocus
      />
      <TextInput
        label={m.path}
        description={m.pathFromTitle}
        {...pathInput}
        onChange={(event) => {
          pathTyped.current = true;
          pathInput.onChange(event);
        }}
        required
      />
    </FormModal>
  );
}

import { useState } from 'react';
import { FileInput, Progress, TextInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { acceptFor } from '@kontor/core/schemas/images';
import { useForm } from '@mantine/form';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { saveHandlers } from '../../../lib/form-errors.ts';
import { useCreateDocument, type DocumentOwner } from '../api/documents-api.ts';
import { documentFormErrors } from '../document-form-values.ts';
import { messages } from '../messages.ts';

const ACCEPT = Object.entries(acceptFor('document'))
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');

interface DocumentFormModalProps extends ModalControl {
  projectId: string;
  owner: DocumentOwner;
}

/** 'Dokument hinzufügen': a name and one file, both required; a failed save keeps both. */
export function DocumentFormModal({ projectId, owner, ...modal }: DocumentFormModalProps) {
  const form = useForm<{ name: string; file: File | null }>({
    initialValues: { name: '', file: null },
    validate: (values) => documentFormErrors(values.name, values.file),
  });
  const [percent, setPercent] = useState(0);
  const create = useCreateDocument(projectId, owner);

  return (
    <FormModal
      {...modal}
      title={messages.add}
      form={form}
      onSubmit={form.onSubmit(({ name, file }) => {
        if (!file) return;
        setPercent(0);
        create.mutate(
          { name: name.trim(), file, onProgress: setPercent },
          saveHandlers(messages.created, modal.onClose, form),
        );
      })}
      submitLabel={messages.save}
      cancelLabel={messages.cancel}
      loading={create.isPending}
    >
      <TextInput label={messages.name} {...form.getInputProps('name')} required data-autofocus />
      <FileInput
        label={messages.file}
        placeholder={messages.filePlaceholder}
        leftSection={<IconFileText size={16} aria-hidden />}
        accept={ACCEPT}
        {...form.getInputProps('file')}
        clearable
        required
      />
      {create.isPending ? (
        <Progress value={percent} animated aria-label="Fortschritt des Hochladens" />
      ) : null}
    </FormModal>
  );
}

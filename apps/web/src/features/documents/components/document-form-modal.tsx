import { useState } from 'react';
import { Button, FileInput, Group, Modal, Progress, Stack, TextInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { acceptFor } from '@kontor/core/schemas/images';
import { useForm } from '@mantine/form';
import { useCloseGuard } from '../../../components/form/use-close-guard.tsx';
import { showSaveError } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateDocument, type DocumentOwner } from '../api/documents-api.ts';
import { documentFormErrors } from '../document-form-values.ts';
import { messages } from '../messages.ts';

const ACCEPT = Object.entries(acceptFor('document'))
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');

interface DocumentFormModalProps {
  projectId: string;
  owner: DocumentOwner;
  opened: boolean;
  onClose: () => void;
}

/** 'Dokument hinzufügen': a name and one file, both required; a failed save keeps both. */
export function DocumentFormModal({ projectId, owner, opened, onClose }: DocumentFormModalProps) {
  const form = useForm<{ name: string; file: File | null }>({
    initialValues: { name: '', file: null },
    validate: (values) => documentFormErrors(values.name, values.file),
  });
  const [percent, setPercent] = useState(0);
  const create = useCreateDocument(projectId, owner);

  function close() {
    if (create.isPending) return;
    form.reset();
    onClose();
  }
  const guard = useCloseGuard(form.isDirty(), close);

  const submit = form.onSubmit(({ name, file }) => {
    if (!file) return;
    setPercent(0);
    create.mutate(
      { name: name.trim(), file, onProgress: setPercent },
      {
        onSuccess: () => {
          notify.success(messages.created);
          form.reset();
          onClose();
        },
        onError: (error) => showSaveError(error, form.setErrors),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={() => !create.isPending && guard.requestClose()}
      title={messages.add}
      centered
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={messages.name}
            {...form.getInputProps('name')}
            required
            data-autofocus
          />
          <FileInput
            label={messages.file}
            placeholder={messages.filePlaceholder}
            leftSection={<IconFileText size={16} />}
            accept={ACCEPT}
            {...form.getInputProps('file')}
            clearable
            required
          />
          {create.isPending ? (
            <Progress value={percent} animated aria-label="Fortschritt des Hochladens" />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {messages.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {messages.save}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, FileInput, Group, Modal, Progress, Stack, TextInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { acceptFor } from '@kontor/core/schemas/images';
import { showSaveError, type FieldErrors } from '../../../lib/form-errors.ts';
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
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [percent, setPercent] = useState(0);
  const create = useCreateDocument(projectId, owner);

  function close() {
    if (create.isPending) return;
    setName('');
    setFile(null);
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = documentFormErrors(name, file);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    setPercent(0);
    create.mutate(
      { name: name.trim(), file, onProgress: setPercent },
      {
        onSuccess: () => {
          notify.success(messages.created);
          setName('');
          setFile(null);
          onClose();
        },
        onError: (error) => showSaveError(error, setErrors),
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={messages.add}
      centered
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={messages.name}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (errors.name) setErrors(({ name: _name, ...rest }) => rest);
            }}
            error={errors.name}
            required
            data-autofocus
          />
          <FileInput
            label={messages.file}
            placeholder={messages.filePlaceholder}
            leftSection={<IconFileText size={16} />}
            accept={ACCEPT}
            value={file}
            onChange={(next) => {
              setFile(next);
              if (errors.file) setErrors(({ file: _file, ...rest }) => rest);
            }}
            error={errors.file}
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
    </Modal>
  );
}

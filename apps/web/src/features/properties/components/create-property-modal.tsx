import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { createPropertyBodySchema } from '@kontor/core/schemas/properties';
import { showSaveError, validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateProperty } from '../api/create-property.ts';
import { messages } from '../messages.ts';

interface CreatePropertyModalProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Neues Objekt erstellen': a name; a taken name shows 'Dieser Name existiert bereits'. */
export function CreatePropertyModal({ projectId, opened, onClose }: CreatePropertyModalProps) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const createMutation = useCreateProperty(projectId);

  function close() {
    setName('');
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = validateForm(createPropertyBodySchema, { name }, setErrors);
    if (!body) return;
    createMutation.mutate(body, {
      onSuccess: () => {
        notify.success(messages.created);
        close();
      },
      onError: (error) => showSaveError(error, setErrors),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={messages.newProperty} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={messages.name}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (errors.name) setErrors({});
            }}
            error={errors.name}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {messages.cancel}
            </Button>
            <Button type="submit" loading={createMutation.isPending}>
              {messages.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { createPropertyBodySchema } from '@kontor/core/schemas/properties';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
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
    const parsed = createPropertyBodySchema.safeParse({ name });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    createMutation.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(messages.created);
        close();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        if (!(error instanceof ApiError && error.hasFieldErrors)) notify.error(errorMessage(error));
      },
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

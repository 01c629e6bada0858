import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea, Input } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { createProjectBodySchema, type ProjectDetail } from '@kontor/core/schemas/projects';
import { showSaveError, validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateProject } from '../api/create-project.ts';
import { messages } from '../messages.ts';

interface CreateProjectModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (project: ProjectDetail) => void;
}

/** 'Neues Projekt erstellen': name 5–36 characters, description, logo (placeholder for now). */
export function CreateProjectModal({ opened, onClose, onCreated }: CreateProjectModalProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const createMutation = useCreateProject();

  function close() {
    setName('');
    setDescription('');
    setErrors({});
    createMutation.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = validateForm(
      createProjectBodySchema,
      { name, description, logo: null },
      setErrors,
    );
    if (!body) return;
    createMutation.mutate(body, {
      onSuccess: (project) => {
        notify.success(messages.created);
        onCreated(project);
        close();
      },
      onError: (error) => showSaveError(error, setErrors),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={messages.newProjectTitle} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={messages.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
            maxLength={60}
            data-autofocus
          />
          <Textarea
            label={messages.description}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            autosize
            minRows={3}
            maxRows={8}
          />
          <Input.Wrapper label={messages.logo}>
            <Group
              gap="sm"
              p="md"
              mt={4}
              style={{
                border: '1px dashed var(--mantine-color-gray-4)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text size="sm" c="dimmed">
                {messages.logoPlaceholder}
              </Text>
            </Group>
          </Input.Wrapper>
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

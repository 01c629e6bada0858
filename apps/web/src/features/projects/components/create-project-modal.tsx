import { Button, Group, Modal, Stack, Text, TextInput, Textarea, Input } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { createProjectBodySchema, type ProjectDetail } from '@kontor/core/schemas/projects';
import { useCloseGuard } from '../../../components/form/use-close-guard.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
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
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: createProjectBodySchema,
    initialValues: { name: '', description: '' },
    toBody: (values) => ({ ...values, logo: null }),
  });
  const createMutation = useCreateProject();

  function close() {
    form.reset();
    createMutation.reset();
    onClose();
  }
  const guard = useCloseGuard(form.isDirty(), close);

  const submit = handleSubmit((body) =>
    createMutation.mutate(body, {
      onSuccess: (project) => {
        notify.success(messages.created);
        onCreated(project);
        close();
      },
      onError: showServerError,
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={guard.requestClose}
      title={messages.newProjectTitle}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={messages.name}
            {...form.getInputProps('name')}
            required
            maxLength={60}
            data-autofocus
          />
          <Textarea
            label={messages.description}
            {...form.getInputProps('description')}
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
      {guard.dialog}
    </Modal>
  );
}

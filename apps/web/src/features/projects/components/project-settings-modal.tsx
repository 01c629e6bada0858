import { useState, type FormEvent } from 'react';
import { Button, Group, Input, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { createProjectBodySchema, type ProjectDetail } from '@kontor/core/schemas/projects';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { showSaveError, validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { messages } from '../messages.ts';

/** Name and description follow the same rules as when the project was created. */
const settingsFieldsSchema = createProjectBodySchema.pick({ name: true, description: true });

interface ProjectSettingsModalProps {
  project: ProjectDetail;
  opened: boolean;
  onClose: () => void;
}

/** 'Projekt bearbeiten': name, description and the logo (an image picked with maximum 1). */
export function ProjectSettingsModal({ project, opened, onClose }: ProjectSettingsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={messages.editProject}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {opened ? <ProjectSettingsForm project={project} onClose={onClose} /> : null}
    </Modal>
  );
}

function ProjectSettingsForm({
  project,
  onClose,
}: {
  project: ProjectDetail;
  onClose: () => void;
}) {
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [logo, setLogo] = useState<string | null>(project.logo);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProject(project.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = validateForm(settingsFieldsSchema, { name, description }, setErrors);
    if (!fields) return;
    update.mutate(
      { ...fields, logo },
      {
        onSuccess: () => {
          notify.success(messages.updated);
          onClose();
        },
        onError: (error) => showSaveError(error, setErrors),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={messages.name}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <Textarea
          label={messages.description}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Input.Wrapper label={messages.logo} error={errors.logo}>
          <div>
            <ImagePicker
              label={messages.logo}
              value={logo}
              max={1}
              size="lg"
              onChange={(value) => setLogo(typeof value === 'string' ? value : null)}
            />
          </div>
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

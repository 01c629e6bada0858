import { Button, Group, Input, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { createProjectBodySchema, type ProjectDetail } from '@kontor/core/schemas/projects';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { useCloseGuard } from '../../../components/form/use-close-guard.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
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
  // The form mounts with the modal, so it starts from the project as it is now.
  return opened ? <ProjectSettingsForm project={project} onClose={onClose} /> : null;
}

function ProjectSettingsForm({
  project,
  onClose,
}: {
  project: ProjectDetail;
  onClose: () => void;
}) {
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: settingsFieldsSchema,
    initialValues: {
      name: project.name,
      description: project.description,
      logo: project.logo as string | null,
    },
  });
  const update = useUpdateProject(project.id);
  const guard = useCloseGuard(form.isDirty(), onClose);

  const submit = handleSubmit((fields) =>
    update.mutate(
      { ...fields, logo: form.getValues().logo },
      {
        onSuccess: () => {
          notify.success(messages.updated);
          onClose();
        },
        onError: showServerError,
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={guard.requestClose}
      title={messages.editProject}
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
            data-autofocus
          />
          <Textarea
            label={messages.description}
            {...form.getInputProps('description')}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Input.Wrapper label={messages.logo} error={form.errors.logo}>
            <div>
              <ImagePicker
                label={messages.logo}
                value={form.getValues().logo}
                max={1}
                size="lg"
                onChange={(value) =>
                  form.setFieldValue('logo', typeof value === 'string' ? value : null)
                }
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
      {guard.dialog}
    </Modal>
  );
}

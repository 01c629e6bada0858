import { Input } from '@mantine/core';
import { createProjectBodySchema, type ProjectDetail } from '@kontor/core/schemas/projects';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { useUpdateProject } from '../api/update-project.ts';
import { messages } from '../messages.ts';
import { ProjectFields } from './project-fields.tsx';

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
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: settingsFieldsSchema,
    initialValues: {
      name: project.name,
      description: project.description,
      logo: project.logo as string | null,
    },
  });
  const update = useUpdateProject(project.id);

  return (
    <FormModal
      opened
      title={messages.editProject}
      size="lg"
      form={form}
      onClose={onClose}
      onSubmit={handleSubmit((fields) =>
        update.mutate(
          { ...fields, logo: form.getValues().logo },
          savedThen(messages.updated, onClose),
        ),
      )}
      submitLabel={messages.save}
      loading={update.isPending}
    >
      <ProjectFields form={form} />
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
    </FormModal>
  );
}

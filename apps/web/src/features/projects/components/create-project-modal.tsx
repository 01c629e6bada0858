import { Group, Input, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { createProjectBodySchema, type ProjectDetail } from '@kontor/core/schemas/projects';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateProject } from '../api/create-project.ts';
import { messages } from '../messages.ts';
import { ProjectFields } from './project-fields.tsx';

interface CreateProjectModalProps extends ModalControl {
  onCreated: (project: ProjectDetail) => void;
}

/** 'Neues Projekt erstellen': name 5–36 characters, description, logo (placeholder for now). */
export function CreateProjectModal({ onCreated, ...modal }: CreateProjectModalProps) {
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: createProjectBodySchema,
    initialValues: { name: '', description: '' },
    toBody: (values) => ({ ...values, logo: null }),
  });
  const createMutation = useCreateProject();

  return (
    <FormModal
      {...modal}
      title={messages.newProjectTitle}
      size="lg"
      form={form}
      onSubmit={handleSubmit((body) =>
        createMutation.mutate(body, {
          onSuccess: (project) => {
            notify.success(messages.created);
            onCreated(project);
            modal.onClose();
          },
          onError: showServerError,
        }),
      )}
      submitLabel={messages.create}
      loading={createMutation.isPending}
    >
      <ProjectFields form={form} />
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
    </FormModal>
  );
}

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { createPropertyBodySchema } from '@kontor/core/schemas/properties';
import { useCloseGuard } from '../../../components/form/use-close-guard.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
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
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: createPropertyBodySchema,
    initialValues: { name: '' },
  });
  const createMutation = useCreateProperty(projectId);

  function close() {
    form.reset();
    onClose();
  }
  const guard = useCloseGuard(form.isDirty(), close);

  const submit = handleSubmit((body) =>
    createMutation.mutate(body, {
      onSuccess: () => {
        notify.success(messages.created);
        close();
      },
      onError: showServerError,
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={guard.requestClose}
      title={messages.newProperty}
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

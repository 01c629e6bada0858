import { Select, Stack, TextInput } from '@mantine/core';
import {
  emptyContentBody,
  websiteContentCreateSchema,
  type ContentKind,
} from '@kontor/core/schemas/website';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateContent } from '../api/website-contents-api.ts';
import { messages } from '../messages.ts';

interface CreateContentModalProps extends ModalControl {
  projectId: string;
  title: string;
  /** The kinds this list holds ('Komponenten': faq, table; 'Inhalte': the others). */
  kinds: readonly ContentKind[];
  onCreated: (id: string) => void;
}

/** Name, ID and type of a new content (superusers; spec 001 §5 messages); it starts inactive. */
export function CreateContentModal({
  projectId,
  title,
  kinds,
  onCreated,
  ...modal
}: CreateContentModalProps) {
  const create = useCreateContent(projectId);
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: websiteContentCreateSchema,
    initialValues: { name: '', contentId: '', kind: '' as ContentKind | '' },
    // No kind chosen: no body, so the schema answers 'Typ ist erforderlich' under `body`.
    toBody: ({ kind, ...rest }) => ({ ...rest, ...(kind ? { body: emptyContentBody(kind) } : {}) }),
  });
  return (
    <FormModal
      {...modal}
      title={title}
      form={form}
      submitLabel={messages.create}
      loading={create.isPending}
      onSubmit={handleSubmit((body) => {
        const handlers = savedThen(messages.created, modal.onClose);
        create.mutate(body, {
          ...handlers,
          onSuccess: (created) => {
            handlers.onSuccess();
            if (created) onCreated(created.id);
          },
        });
      })}
    >
      <Stack gap="md">
        <TextInput
          label={messages.fields.name}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={messages.fields.contentId}
          required
          {...form.getInputProps('contentId')}
        />
        <Select
          label={messages.fields.kind}
          required
          data={kinds.map((kind) => ({ value: kind, label: messages.kinds[kind] }))}
          {...form.getInputProps('kind')}
          error={form.errors.kind ?? form.errors.body}
        />
      </Stack>
    </FormModal>
  );
}

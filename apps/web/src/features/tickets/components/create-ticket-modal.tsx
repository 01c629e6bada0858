import { Input, Select, Textarea, TextInput } from '@mantine/core';
import { createTicketBodySchema } from '@kontor/core/schemas/tickets';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { useCreateTicket, usePropertyOptions } from '../api/tickets.ts';
import { messages } from '../messages.ts';

interface CreateTicketModalProps extends ModalControl {
  projectId: string;
  /** Inside a property page the Objekt is given. */
  propertyId?: string;
}

const MAX_IMAGES = 10;

/** 'Neues Ticket erstellen': title and property required, up to 10 images (spec 000 §2, §5). */
export function CreateTicketModal({ projectId, propertyId, ...modal }: CreateTicketModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createTicketBodySchema,
    initialValues: {
      title: '',
      description: '',
      propertyId: propertyId ?? '',
      images: [] as string[],
    },
  });
  const properties = usePropertyOptions(projectId);
  const create = useCreateTicket(projectId);

  return (
    <FormModal
      {...modal}
      title={messages.newTicket}
      form={form}
      onSubmit={handleSubmit((body) =>
        create.mutate(body, savedThen(messages.created, modal.onClose)),
      )}
      submitLabel={messages.create}
      loading={create.isPending}
    >
      <TextInput
        label={messages.fields.title}
        required
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Select
        label={messages.fields.property}
        required
        searchable
        data={properties.data ?? []}
        disabled={Boolean(propertyId)}
        {...form.getInputProps('propertyId')}
      />
      <Textarea
        label={messages.fields.description}
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <Input.Wrapper label={messages.fields.images} error={form.errors.images}>
        <ImagePicker
          label={messages.fields.images}
          max={MAX_IMAGES}
          value={form.getValues().images}
          onChange={(ids) => form.setFieldValue('images', Array.isArray(ids) ? ids : [])}
        />
      </Input.Wrapper>
    </FormModal>
  );
}

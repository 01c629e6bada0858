import { Checkbox, ScrollArea, SimpleGrid, TextInput } from '@mantine/core';
import { holidayTemplateBodySchema } from '@kontor/core/schemas/time-tracking';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import {
  useCreateTemplate,
  useHolidays,
  useUpdateTemplate,
  useTemplates,
} from '../api/time-settings-api.ts';
import { messages } from '../messages.ts';

const t = messages.templates;
type Template = NonNullable<ReturnType<typeof useTemplates>['data']>['items'][number];

interface TemplateFormModalProps extends ModalControl {
  projectId: string;
  template: Template | null;
}

/** 'Neues Feiertag-Template erstellen' / edit: a name (fixed once saved) and its holidays. */
export function TemplateFormModal({ projectId, template, ...modal }: TemplateFormModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: holidayTemplateBodySchema,
    initialValues: { name: template?.name ?? '', holidayIds: template?.holidayIds ?? [] },
  });
  const holidays = useHolidays(projectId);
  const create = useCreateTemplate(projectId);
  const update = useUpdateTemplate(projectId);

  return (
    <FormModal
      {...modal}
      size="lg"
      title={template ? t.editTitle : t.create}
      form={form}
      onSubmit={handleSubmit((body) => {
        const handlers = savedThen(t.saved, modal.onClose);
        if (!template) return create.mutate(body, handlers);
        update.mutate(
          { id: template.id, holidayIds: body.holidayIds, version: template.version },
          handlers,
        );
      })}
      submitLabel={t.save}
      loading={create.isPending || update.isPending}
    >
      <TextInput
        label={t.name}
        required
        disabled={template !== null}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Checkbox.Group label={t.days} required {...form.getInputProps('holidayIds')}>
        <ScrollArea.Autosize mah={320} mt="xs">
          <SimpleGrid cols={2} spacing="xs">
            {(holidays.data?.items ?? []).map((holiday) => (
              <Checkbox key={holiday.id} value={holiday.id} label={holiday.name} />
            ))}
          </SimpleGrid>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </FormModal>
  );
}

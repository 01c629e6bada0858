import { useEffect } from 'react';
import { Checkbox, Grid, Input, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { berlinToday, taskScheduleSchemaFor } from '@kontor/core/scheduling/index';
import { createTaskBodySchema, type CreateTaskBody } from '@kontor/core/schemas/tasks';
import { MAX_ASSIGNED_STAFF } from '@kontor/core/schemas/properties';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import type { TicketTaskSlotProps } from '../../../lib/record-slots.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { useTicketOptions } from '../api/lookups.ts';
import { useCreateTask } from '../api/task-actions.ts';
import { messages } from '../messages.ts';
import { emptySchedule, errorsBelow, ScheduleEditor } from './schedule-editor.tsx';
import { PropertyPicker, StaffPicker, TicketPicker } from './task-pickers.tsx';

const MAX_IMAGES = 10;
const c = messages.create;

interface CreateTaskModalProps extends ModalControl {
  projectId: string;
  /** Inside a property page the Objekt is given. */
  propertyId?: string;
  /** Preselected ticket (e.g. `/tasks?create=1&ticket=…`). */
  ticketId?: string | null;
  /** The title to start from (the ticket's, for 'Aufgabe hinzufügen'). */
  initialTitle?: string;
}

type CreateTaskValues = Required<Omit<CreateTaskBody, 'ticketId' | 'schedule'>> &
  Pick<CreateTaskBody, 'ticketId' | 'schedule'>;

/**
 * 'Aufgabe erstellen' (spec 000 §5): title and description on the left, the side picker for
 * Termin, Objekt, Mitarbeiter and Ticket on the right; up to 10 images and 100 workers.
 */
export function CreateTaskModal({
  projectId,
  propertyId,
  ticketId,
  initialTitle = '',
  ...modal
}: CreateTaskModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    // The same checks as the server's, dates in the past included.
    schema: createTaskBodySchema.extend({
      schedule: taskScheduleSchemaFor(berlinToday(Date.now())).nullable().optional(),
    }),
    initialValues: {
      title: initialTitle,
      description: '',
      propertyId: propertyId ?? '',
      assignedStaff: [],
      images: [],
      ticketId: ticketId ?? null,
      schedule: null,
      notifyUrgently: false,
    } as CreateTaskValues,
  });
  const tickets = useTicketOptions(projectId, modal.opened);
  const create = useCreateTask(projectId);
  const { values } = form;

  // A ticket belongs to a property: choosing it (or arriving with one) sets the Objekt.
  const ticketProperty = tickets.data?.items.find((t) => t.id === values.ticketId)?.propertyId;
  useEffect(() => {
    if (ticketProperty && !propertyId) form.setFieldValue('propertyId', ticketProperty);
    // form is stable; only a new ticket choice matters.
  }, [ticketProperty, propertyId]);

  return (
    <FormModal
      {...modal}
      size="xl"
      title={messages.create.title}
      form={form}
      onSubmit={handleSubmit((body) => create.mutate(body, savedThen(c.created, modal.onClose)))}
      submitLabel={c.submit}
      loading={create.isPending}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <TextInput label={c.name} required data-autofocus {...form.getInputProps('title')} />
            <Textarea
              label={c.description}
              autosize
              minRows={5}
              {...form.getInputProps('description')}
            />
            <Input.Wrapper label={c.images} error={form.errors.images}>
              <ImagePicker
                label={c.images}
                max={MAX_IMAGES}
                value={values.images}
                onChange={(ids) => form.setFieldValue('images', Array.isArray(ids) ? ids : [])}
              />
            </Input.Wrapper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Input.Label id="task-date-mode">{messages.info.date}</Input.Label>
              <SegmentedControl
                aria-labelledby="task-date-mode"
                value={values.schedule ? 'with' : 'without'}
                onChange={(mode) =>
                  form.setFieldValue('schedule', mode === 'with' ? emptySchedule() : null)
                }
                data={[
                  { value: 'without', label: c.noDate },
                  { value: 'with', label: c.withDate },
                ]}
              />
            </Stack>
            {values.schedule ? (
              <ScheduleEditor
                value={values.schedule}
                onChange={(schedule) => form.setFieldValue('schedule', schedule)}
                errors={errorsBelow(form.errors, 'schedule.')}
              />
            ) : null}
            <PropertyPicker
              projectId={projectId}
              required
              disabled={Boolean(propertyId)}
              {...form.getInputProps('propertyId')}
            />
            <StaffPicker
              projectId={projectId}
              max={MAX_ASSIGNED_STAFF}
              {...form.getInputProps('assignedStaff')}
            />
            {/* Only the assignment messages are urgent: without staff there is no one to tell. */}
            <Checkbox
              label={c.notifyUrgently}
              description={c.notifyUrgentlyHint}
              disabled={values.assignedStaff.length === 0}
              {...form.getInputProps('notifyUrgently', { type: 'checkbox' })}
            />
            <TicketPicker options={tickets.data?.items} {...form.getInputProps('ticketId')} />
          </Stack>
        </Grid.Col>
      </Grid>
    </FormModal>
  );
}

/**
 * A ticket's 'Aufgabe hinzufügen' (slot `ticketTask`): the dialog starts with the ticket's title,
 * the ticket chosen and so its Objekt; date and staff are set here before the task exists.
 */
export function TicketTaskModal({ projectId, ticket, opened, onClose }: TicketTaskSlotProps) {
  return (
    <CreateTaskModal
      projectId={projectId}
      ticketId={ticket.id}
      initialTitle={ticket.title}
      opened={opened}
      onClose={onClose}
    />
  );
}

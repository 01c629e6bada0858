import {
  Grid,
  Input,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MAX_IMAGES_PER_ELEMENT } from '@kontor/core/schemas/images';
import { COST_TYPES, createServiceBodySchema, type CostType } from '@kontor/core/schemas/services';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { useCreateService, useUpdateService, type Service } from '../api/services-api.ts';
import { messages } from '../messages.ts';
import { WorkerSelect } from './worker-select.tsx';

const f = messages.serviceForm;

interface ServiceFormModalProps extends ModalControl {
  projectId: string;
  /** Null: 'Service erstellen'. */
  service: Service | null;
}

interface ServiceValues extends Record<string, unknown> {
  title: string;
  description: string;
  images: string[];
  active: boolean;
  /** '' while the field is empty (NumberInput), null in the body. */
  defaultDuration: number | string;
  workerIds: string[];
  substituteIds: string[];
  costType: CostType;
}

function initialValues(service: Service | null): ServiceValues {
  return {
    title: service?.title ?? '',
    description: service?.description ?? '',
    images: service?.images ?? [],
    active: service?.active ?? true,
    defaultDuration: service?.defaultDuration ?? '',
    workerIds: service?.workers.map((w) => w.id) ?? [],
    substituteIds: service?.substitutes.map((w) => w.id) ?? [],
    costType: service?.costType ?? 'caretaking',
  };
}

/** 'Service erstellen' (spec 000 §2 "Tours") / 'Leistung bearbeiten'. */
export function ServiceFormModal({ projectId, service, ...modal }: ServiceFormModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createServiceBodySchema,
    initialValues: initialValues(service),
    toBody: (values: ServiceValues) => ({
      ...values,
      defaultDuration: values.defaultDuration === '' ? null : values.defaultDuration,
    }),
  });
  const create = useCreateService(projectId);
  const update = useUpdateService(projectId);
  const { values } = form;

  return (
    <FormModal
      {...modal}
      size="xl"
      fullScreenOnPhone
      title={service ? f.editTitle : f.createTitle}
      form={form}
      onSubmit={handleSubmit((body) => {
        if (!service) return create.mutate(body, savedThen(messages.created, modal.onClose));
        update.mutate(
          { id: service.id, body: { ...body, version: service.version } },
          savedThen(f.saved, modal.onClose),
        );
      })}
      submitLabel={service ? f.save : f.create}
      loading={create.isPending || update.isPending}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <TextInput label={f.title} required data-autofocus {...form.getInputProps('title')} />
            <Textarea
              label={f.description}
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('description')}
            />
            <Input.Wrapper label={f.images} error={form.errors.images}>
              <ImagePicker
                label={f.images}
                max={MAX_IMAGES_PER_ELEMENT}
                value={values.images}
                onChange={(ids) => form.setFieldValue('images', Array.isArray(ids) ? ids : [])}
              />
            </Input.Wrapper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <Switch label={f.active} {...form.getInputProps('active', { type: 'checkbox' })} />
            <NumberInput
              label={f.duration}
              min={0}
              max={1440}
              step={15}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('defaultDuration')}
            />
            <Select
              label={f.costType}
              description={f.costTypeHint}
              allowDeselect={false}
              data={COST_TYPES.map((type) => ({ value: type, label: messages.costTypes[type] }))}
              {...form.getInputProps('costType')}
            />
            <WorkerSelect
              projectId={projectId}
              label={f.workers}
              known={service?.workers}
              {...form.getInputProps('workerIds')}
            />
            <WorkerSelect
              projectId={projectId}
              label={f.substitutes}
              known={service?.substitutes}
              {...form.getInputProps('substituteIds')}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </FormModal>
  );
}

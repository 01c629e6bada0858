import { Alert, Chip, Group, Input, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { surchargeBodySchema, type SurchargeBody } from '@kontor/core/schemas/time-tracking';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import {
  useCreateSurcharge,
  useSurchargePresets,
  useUpdateSurcharge,
  type Surcharge,
} from '../api/time-settings-api.ts';
import { messages } from '../messages.ts';

const s = messages.surcharges;

interface SurchargeFormModalProps extends ModalControl {
  projectId: string;
  surcharge: Surcharge | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Create or change a surcharge; a new one can start from a § 3b preset. */
export function SurchargeFormModal({ projectId, surcharge, ...modal }: SurchargeFormModalProps) {
  const blank: SurchargeBody = {
    name: '',
    short: '',
    description: '',
    color: 'blue',
    type: 'time',
    value: 25,
    time: { start: '20:00', end: '06:00' },
    days: { weekdays: [], holidays: false },
    startDate: today(),
    connectedRecords: [],
  };
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: surchargeBodySchema,
    initialValues: (surcharge ?? blank) as SurchargeBody,
  });
  const presets = useSurchargePresets(projectId, today());
  const create = useCreateSurcharge(projectId);
  const update = useUpdateSurcharge(projectId);
  const { values } = form;
  const weekdays = values.days?.weekdays ?? [];

  return (
    <FormModal
      {...modal}
      size="lg"
      title={surcharge ? s.editTitle : s.create}
      form={form}
      onSubmit={handleSubmit((body) => {
        const handlers = savedThen(s.saved, modal.onClose);
        if (!surcharge) return create.mutate(body, handlers);
        update.mutate(
          { id: surcharge.id, body: { ...body, version: surcharge.version } },
          handlers,
        );
      })}
      submitLabel={s.save}
      loading={create.isPending || update.isPending}
    >
      {surcharge ? (
        <Alert color="yellow" variant="light">
          {s.retroactive}
        </Alert>
      ) : (
        <Select
          label={s.preset}
          data={(presets.data?.items ?? []).map((p, i) => ({ value: String(i), label: p.name }))}
          onChange={(value) => {
            const preset = presets.data?.items[Number(value)];
            if (preset) form.setValues({ ...blank, ...preset, startDate: values.startDate });
          }}
          clearable
        />
      )}
      <Group grow align="flex-start">
        <TextInput label={s.name} required {...form.getInputProps('name')} />
        <TextInput label={s.short} {...form.getInputProps('short')} />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={s.type}
          allowDeselect={false}
          data={(['time', 'day', 'overtime'] as const).map((t) => ({
            value: t,
            label: s.types[t],
          }))}
          {...form.getInputProps('type')}
        />
        <NumberInput
          label={s.value}
          required
          decimalSeparator=","
          {...form.getInputProps('value')}
        />
      </Group>
      {values.type !== 'overtime' ? (
        <Group grow align="flex-start">
          <TextInput type="time" label={s.start} {...form.getInputProps('time.start')} />
          <TextInput type="time" label={s.end} {...form.getInputProps('time.end')} />
        </Group>
      ) : null}
      {values.type === 'day' ? (
        <>
          <Input.Wrapper label={s.weekdays} error={form.errors.days}>
            <Chip.Group
              multiple
              value={weekdays.map(String)}
              onChange={(days) => form.setFieldValue('days.weekdays', days.map(Number).sort())}
            >
              <Group gap={6} mt={4}>
                {s.weekdayNames.map((name, index) => (
                  <Chip key={name} value={String(index)} size="xs">
                    {name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <Switch
            label={s.holidays}
            checked={values.days?.holidays === true}
            onChange={(event) => form.setFieldValue('days.holidays', event.currentTarget.checked)}
          />
        </>
      ) : null}
      <DatePickerInput
        label={s.validFrom}
        valueFormat="DD.MM.YYYY"
        {...form.getInputProps('startDate')}
      />
    </FormModal>
  );
}

import { Alert, NumberInput, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { recordBodySchema } from '@kontor/core/schemas/time-tracking';
import type { RecordView } from '@kontor/core/schemas/time-tracking-api';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCreateRecord, useTemplates, useUpdateRecord } from '../api/time-settings-api.ts';
import { messages } from '../messages.ts';
import { suggestedStartMonth } from '../record-defaults.ts';

const r = messages.records;
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, i, 1)),
  ),
}));

interface RecordFormModalProps extends ModalControl {
  projectId: string;
  /** Editing this record; otherwise a new one for `user`. */
  record: RecordView | null;
  user: { id: string; name: string } | null;
}

/** 'Neuen Record erstellen' (after choosing the user) and 'Zeiterfassung {year} bearbeiten'. */
export function RecordFormModal({ projectId, record, user, ...modal }: RecordFormModalProps) {
  const thisYear = new Date().getFullYear();
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: recordBodySchema,
    initialValues: {
      userId: record?.user.id ?? user?.id ?? '',
      year: record?.year ?? thisYear,
      startMonth: record?.startMonth ?? suggestedStartMonth(thisYear),
      endMonth: record?.endMonth ?? 12,
      holidayTemplateId: record?.holidayTemplateId ?? null,
      copyPrevious: false,
      initialSaldo: (record?.initialSaldo ?? 0) / 60,
      initialVacation: record?.initialVacation ?? 0,
      timeSettings: record?.timeSettings ?? {
        weeklyHours: 40,
        weekdaysPerWeek: 5,
        pauseMinutes: 30,
        vacationDaysPerYear: 30,
        startTime: '08:00',
      },
    },
    // The form asks for hours, the API keeps minutes. A copy sends neither the carried values
    // (the server refuses them) nor the settings and template (the former record's are kept).
    toBody: ({ initialSaldo = 0, ...values }) => {
      if (!record && values.copyPrevious) {
        const { initialVacation: _v, timeSettings: _s, holidayTemplateId: _t, ...copy } = values;
        return copy;
      }
      return { ...values, initialSaldo: Math.round(initialSaldo * 60) };
    },
  });
  const templates = useTemplates(projectId);
  const create = useCreateRecord(projectId);
  const update = useUpdateRecord(projectId);
  const readOnly = record !== null && !record.editable;
  const input = (name: string) => ({ ...form.getInputProps(name), disabled: readOnly });
  // A record continuing a former one starts from that one's closing values (the server's).
  const carried = record ? record.formerRecordId !== null : form.values.copyPrevious;
  // A new record copying the former one takes its settings too.
  const settingsInput = (name: string) => ({
    ...input(name),
    disabled: readOnly || (!record && form.values.copyPrevious),
    description: !record && form.values.copyPrevious ? r.carried : undefined,
  });
  const carriedInput = (name: string) => ({
    ...input(name),
    disabled: readOnly || carried,
    description: carried ? r.carried : undefined,
  });
  const monthSelect = (name: 'startMonth' | 'endMonth') => ({
    data: MONTHS,
    ...input(name),
    value: String(form.values[name]),
    onChange: (value: string | null) => form.setFieldValue(name, Number(value)),
    allowDeselect: false,
  });

  return (
    <FormModal
      {...modal}
      size="lg"
      title={record ? r.editTitle(record.year) : r.createTitle(user?.name ?? '')}
      form={form}
      onSubmit={handleSubmit((body) => {
        const handlers = savedThen(record ? r.saved : r.created, modal.onClose);
        if (!record) return create.mutate(body, handlers);
        if (readOnly) return modal.onClose();
        const { startMonth, endMonth, holidayTemplateId, timeSettings } = body;
        const initial = carried
          ? {}
          : { initialSaldo: body.initialSaldo, initialVacation: body.initialVacation };
        update.mutate(
          {
            id: record.id,
            body: {
              version: record.version,
              startMonth,
              endMonth,
              holidayTemplateId,
              timeSettings,
              ...initial,
            },
          },
          handlers,
        );
      })}
      submitLabel={r.save}
      loading={create.isPending || update.isPending}
    >
      {readOnly ? <Alert color="gray">{r.readOnly}</Alert> : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Select
          label={r.year}
          data={Array.from({ length: 5 }, (_, i) => String(thisYear + i))}
          {...input('year')}
          value={String(form.values.year)}
          onChange={(value) => {
            form.setFieldValue('year', Number(value));
            // A new record follows the year with its suggested start month.
            if (!record) form.setFieldValue('startMonth', suggestedStartMonth(Number(value)));
          }}
          disabled={record !== null}
          allowDeselect={false}
        />
        <Select label={r.startMonth} {...monthSelect('startMonth')} />
        <Select label={r.endMonth} {...monthSelect('endMonth')} />
      </SimpleGrid>
      {record ? null : (
        <>
          <Text size="xs" c="dimmed">
            {r.startMonthHint}
          </Text>
          <Switch
            label={r.copyPrevious}
            {...form.getInputProps('copyPrevious', { type: 'checkbox' })}
          />
        </>
      )}
      <Select
        label={r.template}
        data={(templates.data?.items ?? []).map((t) => ({ value: t.id, label: t.name }))}
        clearable
        {...input('holidayTemplateId')}
        disabled={readOnly || form.values.copyPrevious}
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label={r.initialSaldo}
          decimalSeparator=","
          {...carriedInput('initialSaldo')}
        />
        <NumberInput
          label={r.initialVacation}
          decimalSeparator=","
          {...carriedInput('initialVacation')}
        />
        <NumberInput
          label={r.weeklyHours}
          decimalSeparator=","
          {...settingsInput('timeSettings.weeklyHours')}
        />
        <NumberInput label={r.weekdaysPerWeek} {...settingsInput('timeSettings.weekdaysPerWeek')} />
        <NumberInput label={r.pauseMinutes} {...settingsInput('timeSettings.pauseMinutes')} />
        <NumberInput
          label={r.vacationDaysPerYear}
          decimalSeparator=","
          {...settingsInput('timeSettings.vacationDaysPerYear')}
        />
        <TextInput
          type="time"
          label={r.startTime}
          placeholder="07:00"
          {...settingsInput('timeSettings.startTime')}
        />
      </SimpleGrid>
    </FormModal>
  );
}

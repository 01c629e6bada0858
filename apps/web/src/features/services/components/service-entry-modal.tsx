import { Alert, Center, Loader, Radio, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { HOLIDAY_RULES, type HolidayRule } from '@kontor/core/tours/service-schedule';
import { createServiceEntryBodySchema } from '@kontor/core/schemas/services';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import {
  useCreateServiceEntry,
  useServiceEntries,
  useServices,
  useUpdateServiceEntry,
  type Service,
  type ServiceEntry,
} from '../api/services-api.ts';
import { messages } from '../messages.ts';
import { emptyInterval, ScheduleFields, type ScheduleValues } from './schedule-fields.tsx';
import { WorkerSelect } from './worker-select.tsx';

const e = messages.entryForm;

interface EntryValues extends Record<string, unknown> {
  serviceId: string;
  active: boolean;
  schedule: ScheduleValues;
  holidayRule: HolidayRule;
  workerIds: string[];
  substituteIds: string[];
}

function initialValues(entry: ServiceEntry | null, preset: Service | undefined): EntryValues {
  if (entry) {
    return {
      serviceId: entry.service.id,
      active: entry.active,
      schedule: entry.schedule,
      holidayRule: entry.holidayRule,
      workerIds: entry.workers.map((w) => w.id),
      substituteIds: entry.substitutes.map((w) => w.id),
    };
  }
  return {
    serviceId: preset?.id ?? '',
    active: true,
    schedule: emptyInterval(),
    holidayRule: 'skip',
    workerIds: preset?.workers.map((w) => w.id) ?? [],
    substituteIds: preset?.substitutes.map((w) => w.id) ?? [],
  };
}

/** The errors of a form below `prefix` (e.g. 'schedule.'), keyed without it. */
function errorsBelow(errors: Record<string, unknown>, prefix: string) {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), String(message)]),
  );
}

export interface ServiceEntryDialogProps extends ModalControl {
  projectId: string;
  propertyId: string;
  /** The entry to edit; null adds one. */
  entryId: string | null;
  /** 'Leistung hinzufügen' with this service chosen (an empty matrix cell). */
  presetServiceId?: string;
}

/**
 * 'Leistung hinzufügen' / 'Leistung bearbeiten' of one property: loads the property's entries
 * and the catalogue, then shows the form. Nothing is stored before 'Speichern' (no draft rows).
 */
export function ServiceEntryDialog({
  projectId,
  propertyId,
  entryId,
  presetServiceId,
  opened,
  onClose,
}: ServiceEntryDialogProps) {
  const entries = useServiceEntries(projectId, opened ? propertyId : null);
  const services = useServices(projectId);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const title = entryId ? e.editTitle : e.addTitle;
  if (!opened) return null;
  if (!entries.data || !services.data) {
    const failed = entries.isError || services.isError;
    return (
      <GuardedModal opened onClose={onClose} title={title} centered fullScreen={phone}>
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            {messages.entryNotFound}
          </Alert>
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label={e.loading} />
          </Center>
        )}
      </GuardedModal>
    );
  }
  const entry = entryId ? entries.data.items.find((item) => item.id === entryId) : null;
  if (entry === undefined) {
    return (
      <GuardedModal opened onClose={onClose} title={title} centered fullScreen={phone}>
        <Alert color="red" variant="light" role="alert">
          {messages.entryNotFound}
        </Alert>
      </GuardedModal>
    );
  }
  return (
    <ServiceEntryModal
      key={entry?.id ?? `new-${presetServiceId ?? ''}`}
      projectId={projectId}
      propertyId={propertyId}
      entry={entry}
      services={services.data.items}
      taken={entries.data.items.map((item) => item.service.id)}
      presetServiceId={presetServiceId}
      opened
      onClose={onClose}
    />
  );
}

interface ServiceEntryModalProps extends ModalControl {
  projectId: string;
  propertyId: string;
  entry: ServiceEntry | null;
  services: Service[];
  /** Services the property already has. */
  taken: string[];
  presetServiceId?: string;
}

function ServiceEntryModal({
  projectId,
  propertyId,
  entry,
  services,
  taken,
  presetServiceId,
  ...modal
}: ServiceEntryModalProps) {
  const preset = services.find((s) => s.id === presetServiceId && !taken.includes(s.id));
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createServiceEntryBodySchema,
    initialValues: initialValues(entry, preset),
  });
  const create = useCreateServiceEntry(projectId, propertyId);
  const update = useUpdateServiceEntry(projectId, propertyId);
  const { values } = form;
  // A property has each service once; an inactive service cannot be added.
  const choices = entry
    ? [{ value: entry.service.id, label: entry.service.title }]
    : services
        .filter((s) => s.active && !taken.includes(s.id))
        .map((s) => ({ value: s.id, label: s.title }));
  const chosen = services.find((s) => s.id === values.serviceId);

  function chooseService(id: string | null) {
    form.setFieldValue('serviceId', id ?? '');
    const service = services.find((s) => s.id === id);
    // The service's workers and substitutes are the entry's defaults.
    form.setFieldValue('workerIds', service?.workers.map((w) => w.id) ?? []);
    form.setFieldValue('substituteIds', service?.substitutes.map((w) => w.id) ?? []);
  }

  function setSchedule(path: string, value: unknown) {
    if (path === '') {
      form.setFieldValue('schedule', value as ScheduleValues);
      form.setErrors(
        Object.fromEntries(
          Object.entries(form.errors).filter(([key]) => !key.startsWith('schedule.')),
        ),
      );
    } else {
      form.setFieldValue(`schedule.${path}` as 'schedule', value as ScheduleValues);
    }
  }

  return (
    <FormModal
      {...modal}
      size="lg"
      fullScreenOnPhone
      title={entry ? e.editTitle : e.addTitle}
      form={form}
      onSubmit={handleSubmit((body) => {
        const handlers = savedThen(messages.saved, modal.onClose);
        if (!entry) return create.mutate(body, handlers);
        const { serviceId: _fixed, ...changes } = body;
        update.mutate({ id: entry.id, body: { ...changes, version: entry.version } }, handlers);
      })}
      submitLabel={e.save}
      loading={create.isPending || update.isPending}
    >
      <Select
        label={e.service}
        placeholder={e.servicePlaceholder}
        required
        disabled={entry !== null}
        data={choices}
        value={values.serviceId || null}
        onChange={chooseService}
        error={form.errors.serviceId}
        searchable
        nothingFoundMessage={e.noServices}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <ScheduleFields
        value={values.schedule}
        onChange={setSchedule}
        errors={errorsBelow(form.errors, 'schedule.')}
      />
      <Radio.Group label={e.holidayRule} {...form.getInputProps('holidayRule')}>
        <Stack gap={6} mt={6}>
          {HOLIDAY_RULES.map((rule) => (
            <Radio key={rule} value={rule} label={messages.holidayRules[rule]} />
          ))}
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <WorkerSelect
          projectId={projectId}
          label={e.workers}
          known={entry?.workers ?? chosen?.workers}
          {...form.getInputProps('workerIds')}
        />
        <WorkerSelect
          projectId={projectId}
          label={e.substitutes}
          known={entry?.substitutes ?? chosen?.substitutes}
          {...form.getInputProps('substituteIds')}
        />
      </SimpleGrid>
      <Switch label={e.active} {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormModal>
  );
}

import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSettings, IconX } from '@tabler/icons-react';
import { centsOf } from '@kontor/core/payroll/money';
import { payrollSettingsBodySchema, type PayrollSettingsView } from '@kontor/core/schemas/payroll';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { ProjectSlotProps } from '../../../lib/record-slots.ts';
import { usePayrollSettings, useUpdatePayrollSettings } from '../api/payroll-api.ts';
import { messages } from '../messages.ts';

const s = messages.settings;

/** The Mitarbeiter screen's 'Lohneinstellungen' button and dialog (the `staffPayrollSettings` slot). */
export function PayrollSettingsButton({ projectId }: ProjectSlotProps) {
  const [open, setOpen] = useState(false);
  const settings = usePayrollSettings(projectId);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSettings size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={!settings.data}
      >
        {s.open}
      </Button>
      {settings.data ? (
        <SettingsModal
          key={JSON.stringify(settings.data)}
          projectId={projectId}
          settings={settings.data}
          opened={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function SettingsModal({
  projectId,
  settings,
  opened,
  onClose,
}: {
  projectId: string;
  settings: PayrollSettingsView;
  opened: boolean;
  onClose: () => void;
}) {
  const initialValues = {
    schwarzArbG: settings.schwarzArbG,
    sectorMinimumWages: settings.sectorMinimumWages.map((l) => ({
      validFrom: l.validFrom,
      amountCents: (l.amountCents / 100) as number | string,
    })),
  };
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: payrollSettingsBodySchema,
    initialValues,
    toBody: (v) => ({
      ...v,
      sectorMinimumWages: v.sectorMinimumWages.map((l) => ({
        validFrom: l.validFrom,
        amountCents: l.amountCents === '' ? undefined : centsOf(Number(l.amountCents)),
      })),
    }),
  });
  const save = useUpdatePayrollSettings(projectId);
  const levels = form.getValues().sectorMinimumWages;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={s.title}
      form={form}
      submitLabel={s.submit}
      loading={save.isPending}
      fullScreenOnPhone
      onSubmit={handleSubmit((body) => save.mutate(body, savedThen(s.saved, onClose)))}
    >
      <Stack gap="md">
        <Switch
          label={s.schwarzArbG}
          description={`${s.schwarzArbGHint} ${settings.schwarzArbGDefault ? s.defaultOn : s.defaultOff}`}
          {...form.getInputProps('schwarzArbG', { type: 'checkbox' })}
        />
        <Stack gap={6}>
          <Title order={3} size="h5">
            {s.sector}
          </Title>
          <Text size="xs" c="dimmed">
            {s.sectorHint}
          </Text>
          {levels.length === 0 ? (
            <Text size="sm" c="dimmed">
              {s.sectorEmpty}
            </Text>
          ) : null}
          {levels.map((_, i) => (
            <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                type="date"
                label={s.sectorFrom}
                style={{ flex: 1 }}
                {...form.getInputProps(`sectorMinimumWages.${i}.validFrom`)}
              />
              <NumberInput
                label={s.sectorAmount}
                decimalScale={2}
                fixedDecimalScale
                decimalSeparator=","
                min={0}
                style={{ flex: 1 }}
                {...form.getInputProps(`sectorMinimumWages.${i}.amountCents`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={s.sectorRemove(i + 1)}
                onClick={() => form.removeListItem('sectorMinimumWages', i)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.sectorMinimumWages ? (
            <Text size="sm" c="red.9" role="alert">
              {form.errors.sectorMinimumWages}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                form.insertListItem('sectorMinimumWages', { validFrom: '', amountCents: '' })
              }
            >
              {s.sectorAdd}
            </Button>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed">
          {s.statutory(settings.statutoryMinimumCents, settings.minijobLimitCents)}
        </Text>
      </Stack>
    </FormModal>
  );
}

import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  lodasSettingsBodySchema,
  type LodasSettings,
  type LodasSettingsBody,
} from '@kontor/core/schemas/lodas';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { ModalControl } from '../../../components/form/form-modal.tsx';
import { useSaveLodasSettings } from '../api/lodas-api.ts';
import { messages } from '../messages.ts';

const s = messages.settings;
type Field = number | '';
const field = (n: number | null): Field => (n === null ? '' : n);
const numberOf = (v: Field | string) => (v === '' ? null : Number(v));

interface Props extends ModalControl {
  projectId: string;
  settings: LodasSettings;
}

/** 'Lohnarten': Berater-/Mandantennummer and the wage type of each figure and surcharge. */
export function LodasSettingsModal({ projectId, settings, ...modal }: Props) {
  const initialValues = {
    consultantNumber: field(settings.consultantNumber),
    clientNumber: field(settings.clientNumber),
    wageTypes: Object.fromEntries(settings.figures.map((f) => [f.figure, field(f.wageType)])),
    surcharges: Object.fromEntries(
      settings.surcharges.map((r) => [r.surchargeId, field(r.wageType)]),
    ),
    version: settings.version,
  };
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: lodasSettingsBodySchema,
    initialValues,
    toBody: (v) => ({
      ...v,
      consultantNumber: numberOf(v.consultantNumber),
      clientNumber: numberOf(v.clientNumber),
      wageTypes: Object.fromEntries(
        Object.entries(v.wageTypes).map(([k, n]) => [k, numberOf(n)]),
      ) as LodasSettingsBody['wageTypes'],
      surcharges: Object.fromEntries(
        Object.entries(v.surcharges).map(([k, n]) => [k, numberOf(n)]),
      ),
    }),
  });
  const save = useSaveLodasSettings(projectId);
  const readOnly = !settings.editable;
  const proposals = () => {
    for (const f of settings.figures)
      form.setFieldValue(`wageTypes.${f.figure}`, f.defaultWageType);
    for (const r of settings.surcharges) {
      form.setFieldValue(`surcharges.${r.surchargeId}`, r.defaultWageType);
    }
  };
  const numberInput = (path: string, label: string, description?: string) => (
    <NumberInput
      key={path}
      label={label}
      description={description}
      allowDecimal={false}
      allowNegative={false}
      readOnly={readOnly}
      {...form.getInputProps(path)}
    />
  );
  return (
    <FormModal
      {...modal}
      title={s.title}
      form={form}
      submitLabel={s.submit}
      submitDisabled={readOnly}
      loading={save.isPending}
      size="lg"
      fullScreenOnPhone
      onSubmit={handleSubmit((body) => save.mutate(body, savedThen(s.saved, modal.onClose)))}
    >
      <Stack gap="md">
        {readOnly ? (
          <Text size="sm" role="note">
            {s.readOnly}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {numberInput('consultantNumber', s.consultantNumber, s.consultantHint)}
          {numberInput('clientNumber', s.clientNumber, s.clientHint)}
        </SimpleGrid>
        <Text size="sm">{s.hint}</Text>
        <Title order={3} size="h5">
          {s.figures}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {settings.figures.map((f) =>
            numberInput(`wageTypes.${f.figure}`, f.label, s.proposal(f.defaultWageType)),
          )}
        </SimpleGrid>
        <Title order={3} size="h5">
          {s.surcharges}
        </Title>
        {settings.surcharges.length === 0 ? <Text size="sm">{s.noSurcharges}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {settings.surcharges.map((r) =>
            numberInput(
              `surcharges.${r.surchargeId}`,
              r.active ? r.label : `${r.label}, ${s.archived}`,
              s.proposal(r.defaultWageType),
            ),
          )}
        </SimpleGrid>
        {readOnly ? null : (
          <Group>
            <Button variant="subtle" onClick={proposals}>
              {s.useProposals}
            </Button>
          </Group>
        )}
      </Stack>
    </FormModal>
  );
}

import { NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { EMPLOYMENT_TYPES } from '@kontor/core/payroll/employment';
import { newWageBodySchema } from '@kontor/core/schemas/payroll';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAddWage } from '../api/payroll-api.ts';
import { messages } from '../messages.ts';
import { emptyWageForm, wageBodyOf } from '../wage-form.ts';

const w = messages.wage;

interface NewWageModalProps extends ModalControl {
  projectId: string;
  user: { id: string; name: string };
  /** The last row's employment, kept for the next one. */
  employmentType: (typeof EMPLOYMENT_TYPES)[number] | null;
  statutoryMinimumCents: number | null;
}

/** 'Neuer Lohn ab …': a new row of the pay history (also the correction of a wrong one). */
export function NewWageModal({
  projectId,
  user,
  employmentType,
  statutoryMinimumCents,
  ...modal
}: NewWageModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: newWageBodySchema,
    initialValues: emptyWageForm(employmentType),
    // The amount is typed in euros; the hours belong to a salary only.
    toBody: wageBodyOf,
  });
  const add = useAddWage(projectId, user.id);
  const monthly = form.getValues().kind === 'monthly';
  return (
    <FormModal
      {...modal}
      title={w.title(user.name)}
      form={form}
      submitLabel={w.submit}
      loading={add.isPending}
      fullScreenOnPhone
      onSubmit={handleSubmit((body) => add.mutate(body, savedThen(w.saved, modal.onClose)))}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {w.correctionHint}
        </Text>
        <TextInput
          type="date"
          label={w.validFrom}
          required
          data-autofocus
          {...form.getInputProps('validFrom')}
        />
        <Select
          label={w.employmentType}
          required
          data={EMPLOYMENT_TYPES.map((type) => ({
            value: type,
            label: messages.employmentTypes[type],
          }))}
          {...form.getInputProps('employmentType')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="wage-kind-label">
            {w.kind}
          </Text>
          <SegmentedControl
            aria-labelledby="wage-kind-label"
            data={[
              { value: 'hourly', label: w.hourly },
              { value: 'monthly', label: w.monthly },
            ]}
            {...form.getInputProps('kind')}
          />
        </Stack>
        <NumberInput
          label={monthly ? w.amountMonthly : w.amountHourly}
          required
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          thousandSeparator="."
          min={0}
          description={
            !monthly && statutoryMinimumCents !== null
              ? w.minimum(statutoryMinimumCents)
              : undefined
          }
          {...form.getInputProps('amountCents')}
        />
        {monthly ? (
          <NumberInput
            label={w.monthlyHours}
            description={w.monthlyHoursHint}
            required
            decimalScale={2}
            decimalSeparator=","
            min={0}
            {...form.getInputProps('monthlyHours')}
          />
        ) : null}
        <TextInput label={w.note} maxLength={500} {...form.getInputProps('note')} />
      </Stack>
    </FormModal>
  );
}

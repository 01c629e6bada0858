import { useEffect, useRef } from 'react';
import { Button, Group, NumberInput } from '@mantine/core';
import { personnelNumberBodySchema } from '@kontor/core/schemas/payroll';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetPersonnelNumber } from '../api/payroll-api.ts';
import { messages } from '../messages.ts';

const p = messages.personnel;

interface PersonnelNumberFormProps {
  projectId: string;
  userId: string;
  personnelNumber: number | null;
  version: number;
}

/** 'Personalnummer' with its own save; a number taken in the project is refused beside it. */
export function PersonnelNumberForm({
  projectId,
  userId,
  personnelNumber,
  version,
}: PersonnelNumberFormProps) {
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: personnelNumberBodySchema,
    initialValues: { personnelNumber: (personnelNumber ?? '') as number | string, version },
    toBody: (v) => ({
      ...v,
      personnelNumber: v.personnelNumber === '' ? null : Number(v.personnelNumber),
    }),
  });
  const save = useSetPersonnelNumber(projectId, userId);
  // The stored number and version, unless the user is typing (a stale version then gets 409).
  const takeOver = (number: number | null, next: number) => {
    const values = { personnelNumber: number ?? '', version: next };
    form.setValues(values);
    form.resetDirty(values);
  };
  const latest = useRef(takeOver);
  latest.current = takeOver;
  useEffect(() => {
    if (!form.isDirty()) latest.current(personnelNumber, version);
    // Only when the stored values change; the form is read through the ref.
  }, [personnelNumber, version]);
  return (
    <form
      onSubmit={handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: (saved) => {
            notify.success(p.saved);
            takeOver(saved.personnelNumber, saved.version);
          },
          onError: showServerError,
        }),
      )}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <NumberInput
          label={p.label}
          description={p.hint}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={99_999}
          style={{ flex: 1 }}
          {...form.getInputProps('personnelNumber')}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {p.save}
        </Button>
      </Group>
    </form>
  );
}

import { Text, TextInput } from '@mantine/core';
import { employmentBodySchema } from '@kontor/core/schemas/time-tracking-api';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateEmployment } from '../api/time-settings-api.ts';
import { messages } from '../messages.ts';

const r = messages.records;

interface EmploymentModalProps extends ModalControl {
  projectId: string;
  user: { id: string; name: string };
  /** The entered dates; a derived start is not entered (null). */
  start: string | null;
  end: string | null;
}

/** 'Beschäftigt seit / bis': the employment the vacation rules read (§§ 4, 5 BUrlG). */
export function EmploymentModal({ projectId, user, start, end, ...modal }: EmploymentModalProps) {
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: employmentBodySchema,
    initialValues: { start: start ?? '', end: end ?? '' },
    // An empty field is no date: the start falls back to the first record, the end is open.
    toBody: (v) => ({ start: v.start || null, end: v.end || null }),
  });
  const update = useUpdateEmployment(projectId);
  return (
    <FormModal
      {...modal}
      title={r.employmentTitle(user.name)}
      form={form}
      submitLabel={r.save}
      loading={update.isPending}
      onSubmit={handleSubmit((body) =>
        update.mutate(
          { userId: user.id, body },
          {
            onSuccess: () => {
              notify.success(r.employmentSaved);
              modal.onClose();
            },
            onError: showServerError,
          },
        ),
      )}
    >
      <Text size="sm" c="dimmed">
        {r.employmentHint}
      </Text>
      <TextInput
        type="date"
        label={r.employmentStart}
        data-autofocus
        {...form.getInputProps('start')}
      />
      <TextInput type="date" label={r.employmentEnd} {...form.getInputProps('end')} />
    </FormModal>
  );
}

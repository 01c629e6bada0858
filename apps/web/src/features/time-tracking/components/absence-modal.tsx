import { useState } from 'react';
import { Select, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { createAbsenceBodySchema, type AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import { ABSENCE_TYPES } from '@kontor/core/time-tracking/types';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import {
  useAbsenceWorkingDays,
  useCreateAbsence,
  useUpdateAbsence,
} from '../api/time-tracking-api.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { messages } from '../messages.ts';
import {
  asksChangeReason,
  ChangeReasonField,
  missingReason,
  reasonRefusal,
} from './change-reason-field.tsx';

const a = messages.absences;

interface AbsenceModalProps extends ModalControl {
  projectId: string;
  /** Editing this absence; a new one otherwise. */
  absence: AbsenceView | null;
  /** The employee chosen in the filter, preselected for a new absence. */
  userId?: string;
}

/** 'Neue Abwesenheit' / 'Abwesenheit bearbeiten' with the spec's messages beside the fields. */
export function AbsenceModal({ projectId, absence, userId, ...modal }: AbsenceModalProps) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: createAbsenceBodySchema,
    initialValues: {
      userId: absence?.user.id ?? userId ?? '',
      startDate: absence?.startDate ?? '',
      endDate: absence?.endDate ?? '',
      type: (absence?.type ?? null) as unknown as (typeof ABSENCE_TYPES)[number],
      comment: absence?.comment ?? '',
    },
  });
  const employees = useProjectMembers(projectId);
  const create = useCreateAbsence(projectId);
  const update = useUpdateAbsence(projectId);
  const { values } = form;
  const preview = useAbsenceWorkingDays(projectId, values.userId, values.startDate, values.endDate);
  // Changing an absence that reaches into a past week asks why (the Verlauf keeps it).
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const askReason =
    absence !== null && asksChangeReason([absence.startDate, values.startDate].filter(Boolean));

  return (
    <FormModal
      {...modal}
      title={absence ? a.editTitle : a.create}
      form={form}
      onSubmit={handleSubmit((body) => {
        const handlers = savedThen(a.saved, modal.onClose);
        if (!absence) return create.mutate(body, handlers);
        const missing = missingReason(askReason, reason);
        if (missing) return setReasonError(missing);
        const { userId: _owner, ...rest } = body;
        update.mutate(
          { id: absence.id, body: { ...rest, version: absence.version, reason: reason || null } },
          {
            ...handlers,
            onError: (error) => {
              const refusal = reasonRefusal(error);
              if (refusal) setReasonError(refusal);
              else handlers.onError(error);
            },
          },
        );
      })}
      submitLabel={a.save}
      loading={create.isPending || update.isPending}
    >
      <Select
        label={messages.employee}
        required
        searchable
        disabled={Boolean(absence)}
        data={(employees.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        {...form.getInputProps('userId')}
      />
      <DatePickerInput
        label={a.startDate}
        required
        valueFormat="DD.MM.YYYY"
        {...form.getInputProps('startDate')}
        value={values.startDate || null}
        onChange={(date) => form.setFieldValue('startDate', date ?? '')}
      />
      <DatePickerInput
        label={a.endDate}
        required
        valueFormat="DD.MM.YYYY"
        disabled={!values.startDate}
        minDate={values.startDate || undefined}
        {...form.getInputProps('endDate')}
        value={values.endDate || null}
        onChange={(date) => form.setFieldValue('endDate', date ?? '')}
      />
      <WorkingDaysPreview
        shown={preview.isEnabled}
        days={preview.data?.workingDays}
        loading={preview.isFetching}
      />
      <Select
        label={a.type}
        required
        data={ABSENCE_TYPES.map((type) => ({ value: type, label: messages.absenceTypes[type] }))}
        {...form.getInputProps('type')}
      />
      <Textarea label={a.comment} autosize minRows={2} {...form.getInputProps('comment')} />
      {askReason ? (
        <ChangeReasonField
          value={reason}
          error={reasonError}
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
        />
      ) : null}
    </FormModal>
  );
}

/** 'Umfasst 3 Arbeitstage' under the dates, as the server will count them on approval. */
function WorkingDaysPreview({
  shown,
  days,
  loading,
}: {
  shown: boolean;
  days: number | undefined;
  loading: boolean;
}) {
  if (!shown) return null;
  return (
    <div aria-live="polite" aria-busy={loading}>
      <Text size="sm" fw={600}>
        {days === undefined ? a.workingDaysLoading : a.workingDays(days)}
      </Text>
      <Text size="xs" c="dimmed">
        {a.workingDaysHint}
      </Text>
    </div>
  );
}

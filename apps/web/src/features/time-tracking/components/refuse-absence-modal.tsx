import { Text, Textarea } from '@mantine/core';
import { absenceSummary } from '@kontor/core/notification-texts';
import {
  ABSENCE_REFUSE_REASON_MAX,
  refuseAbsenceBodySchema,
  type AbsenceView,
} from '@kontor/core/schemas/time-tracking-api';
import { FormModal, type ModalControl } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useRefuseAbsence } from '../api/time-tracking-api.ts';
import { messages } from '../messages.ts';

const a = messages.absences;

interface RefuseAbsenceModalProps extends ModalControl {
  projectId: string;
  /** The submitted absence to refuse; the modal is closed without one. */
  absence: AbsenceView | null;
}

/**
 * 'Ablehnen' with an optional 'Begründung' the owner receives in a message. A refusal by the
 * server (the absence was approved or changed meanwhile) closes the dialog and says why, as
 * 'Genehmigen' does; a message about the reason stays beside the field.
 */
export function RefuseAbsenceModal({ projectId, absence, ...modal }: RefuseAbsenceModalProps) {
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: refuseAbsenceBodySchema,
    initialValues: { version: absence?.version ?? 0, reason: '' },
  });
  const refuse = useRefuseAbsence(projectId);

  return (
    <FormModal
      {...modal}
      title={a.refuseTitle}
      form={form}
      submitLabel={a.refuse}
      loading={refuse.isPending}
      onSubmit={handleSubmit((body) => {
        if (!absence) return;
        refuse.mutate(
          { id: absence.id, ...body },
          {
            onSuccess: () => {
              notify.success(a.refused);
              modal.onClose();
            },
            onError: (error) => {
              showServerError(error);
              if (!(error instanceof ApiError && error.hasFieldErrors)) modal.onClose();
            },
          },
        );
      })}
    >
      <Text>{absence ? a.refuseConfirm(absence.user.name, absenceSummary(absence)) : ''}</Text>
      <Textarea
        label={a.reason}
        description={a.reasonHint}
        autosize
        minRows={3}
        maxLength={ABSENCE_REFUSE_REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}

import { Alert, Loader } from '@mantine/core';
import type { SubmissionColumn } from '@kontor/core/schemas/forms';
import { SlideInPanel } from '../../../components/slide-in-panel.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { submissionFileUrl, useSubmission } from '../api/submissions-api.ts';
import { formDataMessages as messages } from '../form-data-messages.ts';
import { SubmissionAnswers } from './submission-answers.tsx';

/** One submission in full beside the Daten tab (its `data.selected` id in the URL). */
export function SubmissionPanel({
  projectId,
  submissionId,
  columns,
  onClose,
}: {
  projectId: string;
  submissionId: string | null;
  columns: SubmissionColumn[];
  onClose: () => void;
}) {
  const submission = useSubmission(projectId, submissionId);
  const found = submission.data;
  return (
    <SlideInPanel opened={submissionId !== null} onClose={onClose} title={messages.detail.title}>
      {submission.isPending ? <Loader size="sm" aria-label="Lädt" /> : null}
      {submission.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(submission.error)}
        </Alert>
      ) : null}
      {found ? (
        <SubmissionAnswers
          submission={found}
          columns={columns}
          receivedAt={formatDateTime(found.createdAt)}
          fileUrl={(fileId) => submissionFileUrl(projectId, found.formId, found.id, fileId)}
        />
      ) : null}
    </SlideInPanel>
  );
}

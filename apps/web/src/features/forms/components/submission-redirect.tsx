import { useEffect } from 'react';
import { Alert } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSubmission } from '../api/submissions-api.ts';

/** The query parameter a notification's link names a submission by (core notification-paths). */
export const SUBMISSION_PARAM = 'submission';

/**
 * `/forms?submission=<id>` (a 'Neue Einsendung' notification): finds the submission's form
 * and opens it there, on the Daten tab with the submission shown in full.
 */
export function SubmissionRedirect({ projectId }: { projectId: string }) {
  const [params] = useSearchParams();
  const id = params.get(SUBMISSION_PARAM);
  const submission = useSubmission(projectId, id);
  const navigate = useNavigate();
  const formId = submission.data?.formId;
  useEffect(() => {
    if (formId && id)
      void navigate(
        `/forms/${encodeURIComponent(formId)}?tab=daten&data.selected=${encodeURIComponent(id)}`,
        { replace: true },
      );
  }, [formId, id, navigate]);
  if (!submission.isError) return null;
  return (
    <Alert color="red" variant="light" mb="md">
      {errorMessage(submission.error)}
    </Alert>
  );
}

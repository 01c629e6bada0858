import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPath, unwrap } from '../../../lib/api-client.ts';

export const submissionsQueryKey = (projectId: string, formId: string) =>
  ['projects', projectId, 'forms', formId, 'submissions'] as const;

/** One page of the Daten tab (newest first, with the columns found in the page). */
export function useSubmissions(
  projectId: string,
  formId: string,
  page: { page: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...submissionsQueryKey(projectId, formId), page],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/forms/{formId}/submissions', {
          params: { path: { projectId, formId }, query: page },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** 'Daten löschen': the chosen submissions in one request. */
export function useDeleteSubmissions(projectId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      unwrap(
        api.POST('/api/projects/{projectId}/forms/{formId}/submissions/delete', {
          params: { path: { projectId, formId } },
          body: { ids },
        }),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: submissionsQueryKey(projectId, formId) }),
  });
}

/** GDPR Art. 17: everything of one address in this project's forms. */
export function useDeleteSubmitterData(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.POST('/api/projects/{projectId}/forms/submitters/delete', {
          params: { path: { projectId } },
          body: { email },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'forms'] }),
  });
}

/** The download address of a submission's file. */
export const submissionFileUrl = (
  projectId: string,
  formId: string,
  submissionId: string,
  fileId: string,
) =>
  apiPath('/api/projects/{projectId}/forms/{formId}/submissions/{submissionId}/files/{fileId}', {
    projectId,
    formId,
    submissionId,
    fileId,
  });

/** GDPR Art. 15: the JSON download of everything one address submitted. */
export const submitterExportUrl = (projectId: string, email: string) =>
  apiPath('/api/projects/{projectId}/forms/submitters/export', { projectId }, { email });

/** One submission with its form (the detail view; a notification's link names only its id). */
export function useSubmission(projectId: string, submissionId: string | null) {
  return useQuery({
    queryKey: ['projects', projectId, 'forms', 'submission', submissionId],
    enabled: submissionId !== null,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/forms/submissions/{submissionId}', {
          params: { path: { projectId, submissionId: submissionId ?? '' } },
          signal,
        }),
      ),
  });
}

/** The CSV download of all the form's submissions (the Daten tab's columns). */
export const submissionsCsvUrl = (projectId: string, formId: string) =>
  apiPath('/api/projects/{projectId}/forms/{formId}/submissions/export', { projectId, formId });

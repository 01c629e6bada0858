import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  formConflictSchema,
  type Form,
  type FormConflict,
  type FormCreateBody,
  type FormField,
  type FormUpdateBody,
} from '@kontor/core/schemas/forms';
import { api, ApiError, unwrap } from '../../../lib/api-client.ts';

export interface FormListParams {
  page: number;
  pageSize: number;
  search?: string;
}

/** Every forms query of a project starts with this key, so mutations invalidate them all. */
export const formsQueryKey = (projectId: string) => ['projects', projectId, 'forms'] as const;
export const formQueryKey = (projectId: string, formId: string) =>
  [...formsQueryKey(projectId), 'detail', formId] as const;

export function useForms(projectId: string, query: FormListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...formsQueryKey(projectId), 'list', query] as const,
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/projects/{projectId}/forms', {
            params: { path: { projectId }, query },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useFormDetail(projectId: string, formId: string) {
  return useQuery({
    queryKey: formQueryKey(projectId, formId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/forms/{formId}', {
          params: { path: { projectId, formId } },
          signal,
        }),
      ),
  });
}

export function useCreateForm(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormCreateBody) =>
      unwrap(
        api.POST('/api/projects/{projectId}/forms', { params: { path: { projectId } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey(projectId) }),
  });
}

export function useSendTestMail(projectId: string, formId: string) {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      unwrap(
        api.POST('/api/projects/{projectId}/forms/{formId}/test-mail', {
          params: { path: { projectId, formId } },
          body,
        }),
      ),
  });
}

/** A save refused because another editor saved first: both versions (docs/forms.md). */
export class FormConflictError extends Error {
  constructor(readonly conflict: FormConflict) {
    super(conflict.detail);
    this.name = 'FormConflictError';
  }
}

export const isFormConflict = (error: unknown): error is FormConflictError =>
  error instanceof FormConflictError;

async function savedOrConflict(
  request: Promise<{ data?: Form; error?: unknown; response: Response }>,
): Promise<Form> {
  try {
    return await unwrap(request);
  } catch (error) {
    const parsed =
      error instanceof ApiError && error.status === 409
        ? formConflictSchema.safeParse(error.body)
        : null;
    throw parsed?.success ? new FormConflictError(parsed.data) : error;
  }
}

/**
 * The auto-save of the editor (fields, settings): each save sends the version of the last
 * answer, and a saved form replaces the cached one, so a reload or another tab shows it.
 */
export function useFormAutosaveRequests(projectId: string, formId: string) {
  const queryClient = useQueryClient();
  const stored = (form: Form) => {
    queryClient.setQueryData(formQueryKey(projectId, formId), form);
    return form;
  };
  return {
    saveFields: (body: { version: number; fields: FormField[] }) =>
      savedOrConflict(
        api.PUT('/api/projects/{projectId}/forms/{formId}/fields', {
          params: { path: { projectId, formId } },
          body,
        }),
      ).then(stored),
    saveSettings: (body: FormUpdateBody) =>
      savedOrConflict(
        api.PATCH('/api/projects/{projectId}/forms/{formId}', {
          params: { path: { projectId, formId } },
          body,
        }),
      ).then(stored),
    /** After the user chose in a conflict: the cache takes the other editor's form. */
    adopt: stored,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkTaskResult, CreateTaskBody } from '@kontor/core/schemas/tasks';
import { api, unwrap } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './get-tasks.ts';

export function useCreateTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) =>
      unwrap(
        api.POST('/api/projects/{projectId}/tasks', { params: { path: { projectId } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey(projectId) }),
  });
}

/** Bulk 'Aufgaben schließen' (executed → completed) or 'Aufgaben archivieren'. */
export function useBulkTaskStep(projectId: string, step: 'close' | 'archive') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]): Promise<BulkTaskResult> =>
      unwrap(
        step === 'close'
          ? api.POST('/api/projects/{projectId}/tasks/close', {
              params: { path: { projectId } },
              body: { ids },
            })
          : api.POST('/api/projects/{projectId}/tasks/archive', {
              params: { path: { projectId } },
              body: { ids },
            }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey(projectId) }),
  });
}

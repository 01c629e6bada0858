import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeTaskStaffBody, TaskDetail, UpdateTaskBody } from '@kontor/core/schemas/tasks';
import { api, unwrap } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './get-tasks.ts';

export const taskQueryKey = (projectId: string, taskId: string) =>
  [...tasksQueryKey(projectId), 'detail', taskId] as const;

const path = (projectId: string, taskId: string) => ({ params: { path: { projectId, taskId } } });

export function useTask(projectId: string, taskId: string) {
  return useQuery({
    queryKey: taskQueryKey(projectId, taskId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tasks/{taskId}', { ...path(projectId, taskId), signal }),
      ),
  });
}

/** After a change: the detail from the answer, the lists (rows and counts) refetched. */
function useTaskSaved(projectId: string) {
  const queryClient = useQueryClient();
  return async (task: TaskDetail) => {
    queryClient.setQueryData(taskQueryKey(projectId, task.id), task);
    await queryClient.invalidateQueries({
      queryKey: tasksQueryKey(projectId),
      predicate: (query) => query.queryKey[3] === 'list',
    });
  };
}

export function useUpdateTask(projectId: string, taskId: string) {
  const saved = useTaskSaved(projectId);
  return useMutation({
    mutationFn: (body: UpdateTaskBody) =>
      unwrap(
        api.PATCH('/api/projects/{projectId}/tasks/{taskId}', { ...path(projectId, taskId), body }),
      ),
    onSuccess: saved,
  });
}

/** 'change-task-staff': assigning staff moves a created task to assigned and back. */
export function useChangeTaskStaff(projectId: string, taskId: string) {
  const saved = useTaskSaved(projectId);
  return useMutation({
    mutationFn: (body: ChangeTaskStaffBody) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/tasks/{taskId}/staff', {
          ...path(projectId, taskId),
          body,
        }),
      ),
    onSuccess: saved,
  });
}

export function useDeleteTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) =>
      unwrap(api.DELETE('/api/projects/{projectId}/tasks/{taskId}', path(projectId, taskId))),
    // Everything but the deleted task itself, whose slide-in is closing (it would answer 404).
    onSuccess: (_, taskId) =>
      queryClient.invalidateQueries({
        queryKey: tasksQueryKey(projectId),
        predicate: (query) => query.queryKey[4] !== taskId,
      }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentBody } from '@kontor/core/schemas/comments';
import { api, unwrap } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './get-tasks.ts';

const commentsKey = (projectId: string, taskId: string) =>
  [...tasksQueryKey(projectId), 'comments', taskId] as const;

const path = (projectId: string, taskId: string) => ({ params: { path: { projectId, taskId } } });

export function useTaskComments(projectId: string, taskId: string) {
  return useQuery({
    queryKey: commentsKey(projectId, taskId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tasks/{taskId}/comments', {
          ...path(projectId, taskId),
          signal,
        }),
      ),
  });
}

export function useAddTaskComment(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) =>
      unwrap(
        api.POST('/api/projects/{projectId}/tasks/{taskId}/comments', {
          ...path(projectId, taskId),
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(projectId, taskId) }),
  });
}

import { useCommentThread } from '../../../components/comments/use-comment-thread.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './get-tasks.ts';

/** The comments of a task, newest first, and adding one. */
export function useTaskComments(projectId: string, taskId: string) {
  const path = { params: { path: { projectId, taskId } } };
  return useCommentThread({
    queryKey: [...tasksQueryKey(projectId), 'comments', taskId],
    load: (signal) =>
      unwrap(api.GET('/api/projects/{projectId}/tasks/{taskId}/comments', { ...path, signal })),
    add: (body) =>
      unwrap(api.POST('/api/projects/{projectId}/tasks/{taskId}/comments', { ...path, body })),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskListParams, TaskPageAnswer } from '@kontor/core/schemas/tasks';

type TaskListQuery = Partial<TaskListParams>;
import { api, unwrap } from '../../../lib/api-client.ts';

/** Every task query of a project starts with this key, so mutations invalidate them all. */
export const tasksQueryKey = (projectId: string) => ['projects', projectId, 'tasks'] as const;

export function getTasks(
  projectId: string,
  query: TaskListQuery,
  signal?: AbortSignal,
): Promise<TaskPageAnswer> {
  return unwrap(
    api.GET('/api/projects/{projectId}/tasks', { params: { path: { projectId }, query }, signal }),
  );
}

export function useTasks(projectId: string, query: TaskListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...tasksQueryKey(projectId), 'list', query] as const,
      queryFn: ({ signal }) => getTasks(projectId, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

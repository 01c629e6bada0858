import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, ProjectDetail } from '@kontor/core/schemas/projects';
import { api, unwrap } from '../../../lib/api-client.ts';
import { projectQueryKey } from './get-project.ts';

export function createProject(body: CreateProjectBody): Promise<ProjectDetail> {
  return unwrap(api.POST('/api/projects', { body }));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      // The session lists the caller's projects; refetch it so the switcher knows the new one.
      await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}

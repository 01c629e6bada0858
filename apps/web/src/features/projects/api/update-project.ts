import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@kontor/core/schemas/projects';
import { api, unwrap } from '../../../lib/api-client.ts';
import { imagesQueryKey } from '../../../components/image-picker/images-api.ts';
import { projectQueryKey } from './get-project.ts';

/** PATCH body of the project settings: any of name, description and logo (an image id or null). */
export type ProjectSettingsBody = Partial<Pick<ProjectDetail, 'name' | 'description' | 'logo'>>;

export function updateProject(
  projectId: string,
  body: ProjectSettingsBody,
): Promise<ProjectDetail> {
  return unwrap(api.PATCH('/api/projects/{projectId}', { params: { path: { projectId } }, body }));
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectSettingsBody) => updateProject(projectId, body),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      // The session lists the caller's projects with name and logo (switcher, dashboard); the
      // images list shows where each image is used.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
        queryClient.invalidateQueries({ queryKey: imagesQueryKey(project.id) }),
      ]);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { imagesQueryKey } from '../../../components/image-picker/images-api.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export const myPortraitQueryKey = (projectId: string) =>
  ['projects', projectId, 'members', 'me', 'portrait'] as const;

/** The caller's staff portrait in the project, read from the members list (null when none). */
export function useMyPortrait(projectId: string | null, userId: string) {
  return useQuery({
    queryKey: myPortraitQueryKey(projectId ?? ''),
    queryFn: async ({ signal }) => {
      const members = await unwrap(
        api.GET('/api/projects/{projectId}/members', {
          params: { path: { projectId: projectId ?? '' } },
          signal,
        }),
      );
      return members.find((member) => member.id === userId)?.portrait ?? null;
    },
    enabled: projectId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useUpdateMyPortrait(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portrait: string | null) =>
      unwrap(
        api.PATCH('/api/projects/{projectId}/members/me', {
          params: { path: { projectId } },
          body: { portrait },
        }),
      ),
    onSuccess: async (member) => {
      // Superusers are not in the members list, so the answer is the source of truth here.
      queryClient.setQueryData(myPortraitQueryKey(projectId), member.portrait ?? null);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: ['projects', projectId, 'members'],
          predicate: (query) => query.queryKey.length === 3,
        }),
        // The images list shows where each image is used.
        queryClient.invalidateQueries({ queryKey: imagesQueryKey(projectId) }),
      ]);
    },
  });
}

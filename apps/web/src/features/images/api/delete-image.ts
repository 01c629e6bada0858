import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { imagesQueryKey } from '../../../components/image-picker/images-api.ts';

export async function deleteImage(projectId: string, imageId: string): Promise<void> {
  await unwrap(
    api.DELETE('/api/projects/{projectId}/images/{imageId}', {
      params: { path: { projectId, imageId } },
    }),
  );
}

export function useDeleteImage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => deleteImage(projectId, imageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesQueryKey(projectId) }),
  });
}

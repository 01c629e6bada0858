import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { imagesPath, imagesQueryKey } from '../../../components/image-picker/images-api.ts';

export function deleteImage(projectId: string, imageId: string): Promise<void> {
  return apiRequest<void>(`${imagesPath(projectId)}/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteImage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => deleteImage(projectId, imageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesQueryKey(projectId) }),
  });
}

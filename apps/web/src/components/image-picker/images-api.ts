import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer, ApiQuery } from '@kontor/api-client';
import { api, apiPath, unwrap } from '../../lib/api-client.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

/** Every image query of a project starts with this key, so uploads and deletes refresh them. */
export const imagesQueryKey = (projectId: string) => ['projects', projectId, 'images'] as const;

/** Query of the images list as the client sends it. */
export type ImageListParams = ApiQuery<'/api/projects/{projectId}/images'> & {
  page: number;
  pageSize: number;
};

/** URL of an image's thumbnail (served with long-lived cache headers). */
export function thumbnailUrl(
  projectId: string,
  imageId: string,
  size: { w?: number; h?: number; crop?: boolean },
): string {
  const { crop, ...query } = size;
  return apiPath(
    '/api/projects/{projectId}/images/{imageId}/thumbnail',
    { projectId, imageId },
    crop ? { ...query, crop: 'true' } : query,
  );
}

export const imagesQueryOptions = (projectId: string, query: ImageListParams) =>
  queryOptions({
    queryKey: [...imagesQueryKey(projectId), 'list', query] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/images', {
          params: { path: { projectId }, query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useImages(projectId: string, query: ImageListParams, enabled = true) {
  return useQuery({ ...imagesQueryOptions(projectId, query), enabled });
}

/** The chosen images for the picker's 'Ausgewählte Bilder' cards (membership is enough). */
export function useImagesByIds(projectId: string, ids: readonly string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: [...imagesQueryKey(projectId), 'by-ids', sorted] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/images/by-ids', {
          params: { path: { projectId }, query: { ids: sorted.join(',') } },
          signal,
        }),
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    select: (data) => data.items,
  });
}

type UploadedImages = ApiAnswer<'/api/projects/{projectId}/images', 'post'>;

export function uploadImages(
  projectId: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<UploadedImages> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return uploadWithProgress({
    route: '/api/projects/{projectId}/images',
    params: { projectId },
    body,
    onProgress,
  });
}

/** Uploads and then refreshes every image list of the project. */
export function useUploadImages(projectId: string) {
  const queryClient = useQueryClient();
  return async (files: readonly File[], onProgress: (percent: number) => void) => {
    const result = await uploadImages(projectId, files, onProgress);
    await queryClient.invalidateQueries({ queryKey: imagesQueryKey(projectId) });
    return result.items;
  };
}

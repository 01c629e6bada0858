import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Image, ImageList, ImagePage } from '@kontor/core/schemas/images';
import { api } from '../../lib/api-client.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

/** Every image query of a project starts with this key, so uploads and deletes refresh them. */
export const imagesQueryKey = (projectId: string) => ['projects', projectId, 'images'] as const;

export const imagesPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/images`;

export interface ImageListParams {
  page: number;
  pageSize: number;
  search?: string;
}

export const imagesQueryOptions = (projectId: string, query: ImageListParams) =>
  queryOptions({
    queryKey: [...imagesQueryKey(projectId), 'list', query] as const,
    queryFn: ({ signal }) => api.get<ImagePage>(imagesPath(projectId), { ...query }, signal),
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
      api.get<ImageList>(`${imagesPath(projectId)}/by-ids`, { ids: sorted.join(',') }, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    select: (data) => data.items,
  });
}

export function uploadImages(
  projectId: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<{ items: Image[] }> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return uploadWithProgress<{ items: Image[] }>({ url: imagesPath(projectId), body, onProgress });
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

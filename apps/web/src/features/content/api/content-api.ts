import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@kontor/core/content/content-schemas';
import { api, unwrap } from '../../../lib/api-client.ts';
import { contentQueryKey } from '../../../lib/content-options.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';

// Every content type has the same routes under its own segment and the same answers, so one
// type's routes stand for all in the typed client; the segment is put into the path here.
type ListRoute = '/api/projects/{projectId}/news';
type ItemRoute = '/api/projects/{projectId}/news/{itemId}';
const listRoute = (type: string) => `/api/projects/{projectId}/${type}` as ListRoute;
const itemRoute = (type: string) => `/api/projects/{projectId}/${type}/{itemId}` as ItemRoute;

/** An item with its declared fields by name (the declaration says which and of what kind). */
export type ContentRecord = ContentItem & Record<string, unknown>;

export interface ContentPage {
  items: ContentRecord[];
  total: number;
}

export type ContentQuery = Record<string, string | number | undefined>;

export function useContentList(projectId: string, type: string, query: ContentQuery) {
  return useQuery({
    queryKey: [...contentQueryKey(projectId, type), 'list', query],
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET(listRoute(type), {
          params: { path: { projectId }, query: query as never },
          signal,
        }),
      )) as unknown as ContentPage,
    placeholderData: keepPreviousData,
  });
}

export function useContentItem(projectId: string, type: string, itemId: string) {
  return useQuery({
    queryKey: [...contentQueryKey(projectId, type), 'item', itemId],
    queryFn: async ({ signal }) =>
      (await unwrap(
        api.GET(itemRoute(type), { params: { path: { projectId, itemId } }, signal }),
      )) as unknown as ContentRecord,
  });
}

function useContentMutation<A>(
  projectId: string,
  type: string,
  run: (args: A) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the refetched item remounts the edit form (keyed by version), and a form
    // unmounted before the mutation settles would never run its own callbacks (the toast).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentQueryKey(projectId, type) });
    },
  });
}

export const useCreateContent = (projectId: string, type: string) =>
  useContentMutation(projectId, type, (body: Record<string, unknown>) =>
    unwrap(api.POST(listRoute(type), { params: { path: { projectId } }, body: body as never })),
  );

export const useUpdateContent = (projectId: string, type: string) =>
  useContentMutation(
    projectId,
    type,
    ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      unwrap(
        api.PATCH(itemRoute(type), {
          params: { path: { projectId, itemId: id } },
          body: body as never,
        }),
      ),
  );

export const useDeleteContent = (projectId: string, type: string) =>
  useContentMutation(projectId, type, (id: string) =>
    unwrap(api.DELETE(itemRoute(type), { params: { path: { projectId, itemId: id } } })),
  );

type FileUploadRoute = '/api/projects/{projectId}/downloads/files';

/**
 * Uploads the file of a type's file field before the item is saved (the server keeps it as a
 * document and attaches it on save); answers the `{ name, url }` the field stores.
 */
export async function uploadContentFile(
  projectId: string,
  type: string,
  file: File,
  onProgress: (percent: number) => void,
) {
  const body = new FormData();
  body.append('name', file.name.replace(/\.[^.]+$/, '') || file.name);
  body.append('file', file, file.name);
  const document = await uploadWithProgress({
    // Every type with a file field has this route; the typed client knows the downloads one.
    route: `/api/projects/{projectId}/${type}/files` as FileUploadRoute,
    params: { projectId },
    body,
    onProgress,
  });
  return document.file;
}

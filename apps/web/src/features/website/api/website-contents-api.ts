import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  websiteContentCreateSchema,
  websiteContentUpdateSchema,
  WebsiteContent,
} from '@kontor/core/schemas/website';
import { api, unwrap } from '../../../lib/api-client.ts';

export type ContentArea = 'components' | 'contents';
export type ContentCreateBody = z.input<typeof websiteContentCreateSchema>;
export type ContentUpdateBody = z.input<typeof websiteContentUpdateSchema>;

export interface ContentListParams {
  area: ContentArea;
  page: number;
  pageSize: number;
  search?: string;
}

/** Every website-content query of a project starts with this key; writes invalidate it. */
export const contentsQueryKey = (projectId: string) =>
  ['projects', projectId, 'website', 'contents'] as const;

export const contentListQueryOptions = (projectId: string, query: ContentListParams) =>
  queryOptions({
    queryKey: [...contentsQueryKey(projectId), 'list', query] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/website/contents', {
          params: { path: { projectId }, query: query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useContentList(projectId: string, query: ContentListParams) {
  return useQuery(contentListQueryOptions(projectId, query));
}

export function useContent(projectId: string, contentItemId: string) {
  return useQuery({
    queryKey: [...contentsQueryKey(projectId), 'detail', contentItemId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/website/contents/{contentItemId}', {
          params: { path: { projectId, contentItemId } },
          signal,
        }),
      ),
  });
}

function useInvalidating<A>(projectId: string, run: (arg: A) => Promise<WebsiteContent | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the editor remounts with the refetched version, and a caller's own
    // onSuccess (the saved toast) must run before that.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentsQueryKey(projectId) }),
  });
}

export function useCreateContent(projectId: string) {
  return useInvalidating(projectId, (body: ContentCreateBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/website/contents', {
        params: { path: { projectId } },
        body: body,
      }),
    ),
  );
}

export function useUpdateContent(projectId: string) {
  return useInvalidating(projectId, ({ id, body }: { id: string; body: ContentUpdateBody }) =>
    unwrap(
      api.PATCH('/api/projects/{projectId}/website/contents/{contentItemId}', {
        params: { path: { projectId, contentItemId: id } },
        body: body,
      }),
    ),
  );
}

export function useDeleteContent(projectId: string) {
  return useInvalidating(projectId, async (id: string) => {
    await unwrap(
      api.DELETE('/api/projects/{projectId}/website/contents/{contentItemId}', {
        params: { path: { projectId, contentItemId: id } },
      }),
    );
  });
}

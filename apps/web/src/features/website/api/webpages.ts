import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  webpageCreateSchema,
  Webpage,
  webpageUpdateSchema,
} from '@kontor/core/schemas/website';
import { api, unwrap } from '../../../lib/api-client.ts';
import type { Option } from '../../../lib/content-options.ts';

export interface WebpageListQuery {
  page: number;
  pageSize: number;
  search?: string;
}

/** Every page query of a project starts with this key, so saves refresh them all. */
export const webpagesKey = (projectId: string) => ['projects', projectId, 'webpages'] as const;

export function useWebpages(projectId: string, query: WebpageListQuery) {
  return useQuery({
    queryKey: [...webpagesKey(projectId), 'list', query],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/website/pages', {
          params: { path: { projectId }, query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export const webpageQuery = (projectId: string, webpageId: string) =>
  queryOptions({
    queryKey: [...webpagesKey(projectId), 'one', webpageId],
    queryFn: ({ signal }): Promise<Webpage> =>
      unwrap(
        api.GET('/api/projects/{projectId}/website/pages/{webpageId}', {
          params: { path: { projectId, webpageId } },
          signal,
        }),
      ),
  });

export function useCreateWebpage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof webpageCreateSchema>) =>
      unwrap(
        api.POST('/api/projects/{projectId}/website/pages', {
          params: { path: { projectId } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webpagesKey(projectId) }),
  });
}

export function useUpdateWebpage(projectId: string, webpageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof webpageUpdateSchema>) =>
      unwrap(
        api.PATCH('/api/projects/{projectId}/website/pages/{webpageId}', {
          params: { path: { projectId, webpageId } },
          body,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(webpageQuery(projectId, webpageId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...webpagesKey(projectId), 'list'] });
    },
  });
}

/** Spec 001 §9: the table picker of content pages lists 50. */
const TABLE_PICKER_SIZE = 50;

/** Table components of the website ('Komponenten'), for a table element's `tableRef`. */
export function useTableComponents(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'website-contents', 'tables'],
    queryFn: async ({ signal }): Promise<Option[]> => {
      const page = await unwrap(
        api.GET('/api/projects/{projectId}/website/contents', {
          params: {
            path: { projectId },
            query: { area: 'components', pageSize: TABLE_PICKER_SIZE },
          },
          signal,
        }),
      );
      return page.items
        .filter((item) => item.kind === 'table')
        .map((item) => ({ value: item.id, label: item.name }));
    },
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PROPERTY_SORTS, PropertyPage } from '@kontor/core/schemas/properties';
import { api, unwrap } from '../../../lib/api-client.ts';

/** Query of the list endpoint as the client sends it (see propertyListQuerySchema). */
export interface PropertyListParams {
  page: number;
  pageSize: number;
  sort: (typeof PROPERTY_SORTS)[number];
  search?: string;
  archived?: 'true' | 'false';
}

/** Every property query of a project starts with this key, so mutations invalidate them all. */
export const propertiesQueryKey = (projectId: string) =>
  ['projects', projectId, 'properties'] as const;

export function getProperties(
  projectId: string,
  query: PropertyListParams,
  signal?: AbortSignal,
): Promise<PropertyPage> {
  return unwrap(
    api.GET('/api/projects/{projectId}/properties', {
      params: { path: { projectId }, query },
      signal,
    }),
  );
}

export const propertiesQueryOptions = (projectId: string, query: PropertyListParams) =>
  queryOptions({
    queryKey: [...propertiesQueryKey(projectId), 'list', query] as const,
    queryFn: ({ signal }) => getProperties(projectId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useProperties(projectId: string, query: PropertyListParams) {
  return useQuery(propertiesQueryOptions(projectId, query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { propertiesQueryKey } from './get-properties.ts';

export const propertyQueryKey = (projectId: string, propertyId: string) =>
  [...propertiesQueryKey(projectId), 'detail', propertyId] as const;

export function getProperty(projectId: string, propertyId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/projects/{projectId}/properties/{propertyId}', {
      params: { path: { projectId, propertyId } },
      signal,
    }),
  );
}

export const propertyQueryOptions = (projectId: string, propertyId: string) =>
  queryOptions({
    queryKey: propertyQueryKey(projectId, propertyId),
    queryFn: ({ signal }) => getProperty(projectId, propertyId, signal),
  });

export function useProperty(projectId: string, propertyId: string) {
  return useQuery(propertyQueryOptions(projectId, propertyId));
}

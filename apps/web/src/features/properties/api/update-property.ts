import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePropertyBody } from '@kontor/core/schemas/properties';
import { api, unwrap } from '../../../lib/api-client.ts';
import { propertiesQueryKey } from './get-properties.ts';
import { propertyQueryKey } from './get-property.ts';

export function updateProperty(projectId: string, propertyId: string, body: UpdatePropertyBody) {
  return unwrap(
    api.PATCH('/api/projects/{projectId}/properties/{propertyId}', {
      params: { path: { projectId, propertyId } },
      body,
    }),
  );
}

export function useUpdateProperty(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: UpdatePropertyBody }) =>
      updateProperty(projectId, propertyId, body),
    onSuccess: async (property) => {
      queryClient.setQueryData(propertyQueryKey(projectId, property.id), property);
      await queryClient.invalidateQueries({
        queryKey: propertiesQueryKey(projectId),
        predicate: (query) => query.queryKey[3] === 'list',
      });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePropertyBody } from '@kontor/core/schemas/properties';
import { api, unwrap } from '../../../lib/api-client.ts';
import { propertiesQueryKey } from './get-properties.ts';

export function createProperty(projectId: string, body: CreatePropertyBody) {
  return unwrap(
    api.POST('/api/projects/{projectId}/properties', {
      params: { path: { projectId } },
      body,
    }),
  );
}

export function useCreateProperty(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePropertyBody) => createProperty(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertiesQueryKey(projectId) }),
  });
}

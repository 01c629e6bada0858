import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePropertyBody, PropertyDetail } from '@kontor/core/schemas/properties';
import { api } from '../../../lib/api-client.ts';
import { propertiesQueryKey } from './get-properties.ts';

export function createProperty(projectId: string, body: CreatePropertyBody) {
  return api.post<PropertyDetail>(
    `/api/projects/${encodeURIComponent(projectId)}/properties`,
    body,
  );
}

export function useCreateProperty(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePropertyBody) => createProperty(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertiesQueryKey(projectId) }),
  });
}

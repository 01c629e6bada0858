import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateServiceBody,
  CreateServiceEntryBody,
  UpdateServiceBody,
  UpdateServiceEntryBody,
} from '@kontor/core/schemas/services';
import { api, unwrap } from '../../../lib/api-client.ts';

/** Every services query of a project starts here: a change refreshes catalogue, entries, matrix. */
export const servicesKey = (projectId: string) => ['projects', projectId, 'services'] as const;

function useServicesMutation<A, R>(projectId: string, run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKey(projectId) }),
  });
}

const inProject = (projectId: string) => ({ params: { path: { projectId } } });

// ── Catalogue ('Leistungseinstellungen') ──

export function useServices(projectId: string, enabled = true) {
  return useQuery({
    queryKey: [...servicesKey(projectId), 'catalogue'] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/projects/{projectId}/services', { ...inProject(projectId), signal })),
    enabled,
  });
}

export type Service = NonNullable<ReturnType<typeof useServices>['data']>['items'][number];

export const useCreateService = (projectId: string) =>
  useServicesMutation(projectId, (body: CreateServiceBody) =>
    unwrap(api.POST('/api/projects/{projectId}/services', { ...inProject(projectId), body })),
  );

export const useUpdateService = (projectId: string) =>
  useServicesMutation(projectId, ({ id, body }: { id: string; body: UpdateServiceBody }) =>
    unwrap(
      api.PATCH('/api/projects/{projectId}/services/{serviceId}', {
        params: { path: { projectId, serviceId: id } },
        body,
      }),
    ),
  );

/** Only workers may be assigned to services (spec 000 §6). */
export function useWorkerOptions(projectId: string, enabled = true) {
  return useQuery({
    queryKey: [...servicesKey(projectId), 'worker-options'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/services/worker-options', {
          ...inProject(projectId),
          signal,
        }),
      ),
    enabled,
    staleTime: 60_000,
  });
}

// ── A property's entries ('Leistungsverzeichnis' of the property page) ──

const entriesPath = (projectId: string, propertyId: string) => ({
  params: { path: { projectId, propertyId } },
});

export function useServiceEntries(projectId: string, propertyId: string | null) {
  return useQuery({
    queryKey: [...servicesKey(projectId), 'entries', propertyId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/properties/{propertyId}/services', {
          ...entriesPath(projectId, propertyId ?? ''),
          signal,
        }),
      ),
    enabled: propertyId !== null,
  });
}

export type ServiceEntry = NonNullable<
  ReturnType<typeof useServiceEntries>['data']
>['items'][number];

export const useCreateServiceEntry = (projectId: string, propertyId: string) =>
  useServicesMutation(projectId, (body: CreateServiceEntryBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/properties/{propertyId}/services', {
        ...entriesPath(projectId, propertyId),
        body,
      }),
    ),
  );

const entryPath = (projectId: string, propertyId: string, entryId: string) => ({
  params: { path: { projectId, propertyId, entryId } },
});

export const useUpdateServiceEntry = (projectId: string, propertyId: string) =>
  useServicesMutation(projectId, ({ id, body }: { id: string; body: UpdateServiceEntryBody }) =>
    unwrap(
      api.PATCH('/api/projects/{projectId}/properties/{propertyId}/services/{entryId}', {
        ...entryPath(projectId, propertyId, id),
        body,
      }),
    ),
  );

export const useDeleteServiceEntry = (projectId: string, propertyId: string) =>
  useServicesMutation(projectId, (id: string) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/properties/{propertyId}/services/{entryId}', {
        ...entryPath(projectId, propertyId, id),
      }),
    ),
  );

// ── Matrix (/tours 'Leistungsverzeichnis') ──

/** With `week` (its Monday) each cell counts that week's visits: planned, done, missed. */
export function useServiceMatrix(projectId: string, search: string, week: string | null = null) {
  return useQuery({
    queryKey: [...servicesKey(projectId), 'matrix', search, week] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/service-matrix', {
          params: {
            path: { projectId },
            query: { search: search || undefined, week: week ?? undefined },
          },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export type ServiceMatrix = NonNullable<ReturnType<typeof useServiceMatrix>['data']>;

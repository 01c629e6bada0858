import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TicketPage } from '@kontor/core/states/ticket-states';
import type {
  CreateTicketBody,
  TicketPageAnswer,
  UpdateTicketBody,
} from '@kontor/core/schemas/tickets';
import { api, unwrap } from '../../../lib/api-client.ts';

/** Query of the list endpoint as the client sends it (see ticketListQuerySchema). */
export interface TicketListRequest {
  page: number;
  pageSize: number;
  status: TicketPage;
  ticket?: string;
  propertyId?: string;
  from?: string;
  to?: string;
  search?: string;
}

/** Every ticket query of a project starts with this key, so mutations invalidate them all. */
export const ticketsQueryKey = (projectId: string) => ['projects', projectId, 'tickets'] as const;

export function getTickets(
  projectId: string,
  query: TicketListRequest,
  signal?: AbortSignal,
): Promise<TicketPageAnswer> {
  return unwrap(
    api.GET('/api/projects/{projectId}/tickets', {
      params: { path: { projectId }, query },
      signal,
    }),
  );
}

export function useTickets(projectId: string, query: TicketListRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...ticketsQueryKey(projectId), 'list', query] as const,
      queryFn: ({ signal }) => getTickets(projectId, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useTicket(projectId: string, ticketId: string) {
  return useQuery({
    queryKey: [...ticketsQueryKey(projectId), 'one', ticketId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tickets/{ticketId}', {
          params: { path: { projectId, ticketId } },
          signal,
        }),
      ),
  });
}

/** Runs a mutation and refreshes every ticket list and count afterwards. */
function useTicketMutation<A>(projectId: string, run: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey(projectId) }),
  });
}

export const useCreateTicket = (projectId: string) =>
  useTicketMutation(projectId, (body: CreateTicketBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/tickets', { params: { path: { projectId } }, body }),
    ),
  );

export const useUpdateTicket = (projectId: string) =>
  useTicketMutation(projectId, ({ ticketId, body }: { ticketId: string; body: UpdateTicketBody }) =>
    unwrap(
      api.PATCH('/api/projects/{projectId}/tickets/{ticketId}', {
        params: { path: { projectId, ticketId } },
        body,
      }),
    ),
  );

export type TicketBulkAction = 'start' | 'close' | 'archive' | 'delete';

/**
 * A bulk action, one row per call (the kit's bulk actions run per row); a refusal becomes an
 * error carrying the server's German reason.
 */
export const useBulkTicket = (projectId: string) =>
  useTicketMutation(projectId, async ({ action, id }: { action: TicketBulkAction; id: string }) => {
    const result = await unwrap(
      api.POST(`/api/projects/{projectId}/tickets/${action}`, {
        params: { path: { projectId } },
        body: { ids: [id] },
      }),
    );
    const refusal = result.refused[0];
    if (refusal) throw new Error(refusal.reason);
  });

/** 'Aufgabe hinzufügen': a task with the ticket's title and property, linked to the ticket. */
/** Reloads the ticket lists (a task was added to a ticket elsewhere). */
export function useReloadTickets(projectId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ticketsQueryKey(projectId) });
}

/** The project's active properties for the Objekt pickers (at most 100, by name). */
export function usePropertyOptions(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'properties', 'options'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/properties', {
          params: {
            path: { projectId },
            query: { page: 1, pageSize: 100, sort: 'name', archived: 'false' },
          },
          signal,
        }),
      ),
    select: (page) => page.items.map((p) => ({ value: p.id, label: p.name })),
  });
}

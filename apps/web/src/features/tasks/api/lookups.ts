import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

// The pickers' choices: properties, open tickets without a task, one ticket (members:
// lib/project-members.ts).

/** Non-archived properties by name; 100 is the largest page, a search narrows further. */
export function usePropertyOptions(projectId: string, search: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'properties', 'options', search] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/properties', {
          params: {
            path: { projectId },
            query: {
              page: 1,
              pageSize: 100,
              sort: 'name',
              archived: 'false',
              search: search || undefined,
            },
          },
          signal,
        }),
      ),
    staleTime: 30_000,
  });
}

export function useTicketOptions(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['projects', projectId, 'tasks', 'ticket-options'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tasks/ticket-options', {
          params: { path: { projectId }, query: {} },
          signal,
        }),
      ),
    enabled,
    // Tickets come and get their tasks elsewhere: every opened dialog asks again.
    staleTime: 0,
  });
}

export function useTicket(projectId: string, ticketId: string | null) {
  return useQuery({
    queryKey: ['projects', projectId, 'tickets', 'detail', ticketId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tickets/{ticketId}', {
          params: { path: { projectId, ticketId: ticketId ?? '' } },
          signal,
        }),
      ),
    enabled: ticketId !== null,
  });
}

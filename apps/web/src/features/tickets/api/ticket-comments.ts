import { useCommentThread } from '../../../components/comments/use-comment-thread.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { ticketsQueryKey } from './tickets.ts';

/** The comments of a ticket, newest first, and adding one. */
export function useTicketComments(projectId: string, ticketId: string) {
  const path = { params: { path: { projectId, ticketId } } };
  return useCommentThread({
    queryKey: [...ticketsQueryKey(projectId), 'comments', ticketId],
    load: (signal) =>
      unwrap(api.GET('/api/projects/{projectId}/tickets/{ticketId}/comments', { ...path, signal })),
    add: (body) =>
      unwrap(api.POST('/api/projects/{projectId}/tickets/{ticketId}/comments', { ...path, body })),
  });
}

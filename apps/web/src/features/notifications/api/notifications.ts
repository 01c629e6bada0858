import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { NotificationFeed } from '@kontor/core/schemas/notifications';
import { api, unwrap } from '../../../lib/api-client.ts';
import { markedRead, mergeNotifications, withoutNotification } from '../notification-cache.ts';

/**
 * Where a feed lives in the query cache. The console keys it by project; the worker app puts
 * it below its user-and-project prefix (its cache is persisted on a possibly shared phone).
 */
export interface FeedScope {
  projectId: string;
  /** Prefix of every notification query of this scope. */
  key: QueryKey;
}

export const consoleScope = (projectId: string): FeedScope => ({
  projectId,
  key: ['projects', projectId, 'notifications'],
});

export const feedKey = (scope: FeedScope) => [...scope.key, 'feed'] as const;
export const unreadKey = (scope: FeedScope) => [...scope.key, 'unread'] as const;

export function getFeed(projectId: string, signal?: AbortSignal): Promise<NotificationFeed> {
  return unwrap(
    api.GET('/api/projects/{projectId}/notifications', { params: { path: { projectId } }, signal }),
  );
}

export function getUnread(projectId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/projects/{projectId}/notifications/unread', {
      params: { path: { projectId } },
      signal,
    }),
  );
}

/**
 * The newest 30 and the unread count. Kept current by the live stream (useNotificationStream),
 * so it is never stale by time; a reload or a new tab reads it again.
 */
export const feedQueryOptions = (scope: FeedScope) =>
  queryOptions({
    queryKey: feedKey(scope),
    queryFn: ({ signal }) => getFeed(scope.projectId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const unreadQueryOptions = (scope: FeedScope) =>
  queryOptions({
    queryKey: unreadKey(scope),
    queryFn: ({ signal }) => getUnread(scope.projectId, signal),
  });

export const useNotificationFeed = (scope: FeedScope) => useQuery(feedQueryOptions(scope));
export const useUnreadCount = (scope: FeedScope) => useQuery(unreadQueryOptions(scope));

/** Writes the feed and keeps the unread query (if anyone reads it) in step. */
export function setFeed(
  queryClient: QueryClient,
  scope: FeedScope,
  update: (feed: NotificationFeed | undefined) => NotificationFeed | undefined,
) {
  const next = queryClient.setQueryData<NotificationFeed>(feedKey(scope), update);
  if (next && queryClient.getQueryData(unreadKey(scope)) !== undefined)
    queryClient.setQueryData(unreadKey(scope), { unread: next.unread });
}

/** 'Read up to seq': what the user was shown (spec 001 §2 read rules). */
export function useMarkRead(scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToSeq: number) =>
      unwrap(
        api.POST('/api/projects/{projectId}/notifications/read', {
          params: { path: { projectId: scope.projectId } },
          body: { upToSeq },
        }),
      ),
    onSuccess: ({ unread }, upToSeq) =>
      setFeed(queryClient, scope, (feed) => markedRead(feed, upToSeq, unread)),
  });
}

/** Deletes one message at once in the list and puts it back if the server refuses. */
export function useDeleteNotification(scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      unwrap(
        api.DELETE('/api/projects/{projectId}/notifications/{notificationId}', {
          params: { path: { projectId: scope.projectId, notificationId } },
        }),
      ),
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey: feedKey(scope) });
      const removed = queryClient
        .getQueryData<NotificationFeed>(feedKey(scope))
        ?.items.find((item) => item.id === notificationId);
      setFeed(queryClient, scope, (feed) => withoutNotification(feed, notificationId));
      return { removed };
    },
    // Put back only the one item: messages that arrived meanwhile stay.
    onError: (_error, _id, context) => {
      const removed = context?.removed;
      if (removed) setFeed(queryClient, scope, (feed) => mergeNotifications(feed, [removed]).feed);
    },
  });
}

/** 'Neue Nachricht' on the dashboard: clears all of the user's messages in the project. */
export function useClearNotifications(scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/api/projects/{projectId}/notifications', {
          params: { path: { projectId: scope.projectId } },
        }),
      ),
    onSuccess: () => setFeed(queryClient, scope, () => ({ items: [], unread: 0 })),
  });
}

import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { NotificationFeed, NotificationFeedFilter } from '@kontor/core/schemas/notifications';
import { api, unwrap } from '../../../lib/api-client.ts';
import {
  markedOneRead,
  markedRead,
  mergeNotifications,
  onlyUnread,
  withoutNotification,
} from '../notification-cache.ts';

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
/** The 'Ungelesen' tab's list: the server's newest 30 unread ones (`filter=unread`). */
export const unreadFeedKey = (scope: FeedScope) => [...scope.key, 'feed-unread'] as const;
export const unreadKey = (scope: FeedScope) => [...scope.key, 'unread'] as const;

export function getFeed(
  projectId: string,
  signal?: AbortSignal,
  filter: NotificationFeedFilter = 'all',
): Promise<NotificationFeed> {
  return unwrap(
    api.GET('/api/projects/{projectId}/notifications', {
      params: { path: { projectId }, query: filter === 'all' ? {} : { filter } },
      signal,
    }),
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

/**
 * The unread ones, read again whenever the tab opens; arrivals, reads and deletes update it
 * like the feed (setFeed), and a message read meanwhile leaves it.
 */
export const unreadFeedQueryOptions = (scope: FeedScope) =>
  queryOptions({
    queryKey: unreadFeedKey(scope),
    queryFn: ({ signal }) => getFeed(scope.projectId, signal, 'unread'),
    staleTime: 0,
    refetchOnWindowFocus: false,
    select: onlyUnread,
  });

export const unreadQueryOptions = (scope: FeedScope) =>
  queryOptions({
    queryKey: unreadKey(scope),
    queryFn: ({ signal }) => getUnread(scope.projectId, signal),
  });

export const useNotificationFeed = (scope: FeedScope) => useQuery(feedQueryOptions(scope));
export const useUnreadCount = (scope: FeedScope) => useQuery(unreadQueryOptions(scope));
export const useUnreadFeed = (scope: FeedScope, enabled = true) =>
  useQuery({ ...unreadFeedQueryOptions(scope), enabled });

/**
 * Writes the feed and the 'Ungelesen' list (those loaded) and keeps the unread query (if
 * anyone reads it) in step with the feed's count.
 */
export function setFeed(
  queryClient: QueryClient,
  scope: FeedScope,
  update: (feed: NotificationFeed | undefined) => NotificationFeed | undefined,
) {
  const next = queryClient.setQueryData<NotificationFeed>(feedKey(scope), update);
  if (queryClient.getQueryData(unreadFeedKey(scope)) !== undefined)
    queryClient.setQueryData<NotificationFeed>(unreadFeedKey(scope), update);
  if (next && queryClient.getQueryData(unreadKey(scope)) !== undefined)
    queryClient.setQueryData(unreadKey(scope), { unread: next.unread });
}

/**
 * 'Read up to seq': 'Alle als gelesen' with the newest seq the list shows (the worker app
 * still sends it by the read rules of use-read-rule.ts).
 */
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

/** One message read: the user opened it or pressed 'Als gelesen markieren'. */
export function useMarkOneRead(scope: FeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      unwrap(
        api.POST('/api/projects/{projectId}/notifications/{notificationId}/read', {
          params: { path: { projectId: scope.projectId, notificationId } },
        }),
      ),
    onSuccess: ({ unread }, notificationId) =>
      setFeed(queryClient, scope, (feed) => markedOneRead(feed, notificationId, unread)),
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
      await queryClient.cancelQueries({ queryKey: unreadFeedKey(scope) });
      const held = (key: QueryKey) =>
        queryClient
          .getQueryData<NotificationFeed>(key)
          ?.items.find((item) => item.id === notificationId);
      // The 'Ungelesen' list may hold an unread one older than the feed's newest 30.
      const removed = held(feedKey(scope)) ?? held(unreadFeedKey(scope));
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

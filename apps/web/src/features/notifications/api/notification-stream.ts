import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { NotificationFeed } from '@kontor/core/schemas/notifications';
import { publishLiveEvent } from '../../../lib/live-events.ts';
import { openLiveStream } from '../live-stream.ts';
import { highestSeq, mergeNotifications } from '../notification-cache.ts';
import { feedKey, setFeed, useNotificationFeed, type FeedScope } from './notifications.ts';

export interface StreamOptions {
  /** The server ended the stream because the session ended: sign in again. */
  onSessionEnded: () => void;
  /** The browser gave up on the stream (e.g. 401): the caller checks the session. */
  onGaveUp?: () => void;
}

/**
 * The live feed: ONE EventSource per tab for the project (call it once, in the shell). It
 * opens when the feed has loaded, with `?since=` the highest seq in it, so nothing between the
 * load and the stream is lost. Each message is merged into the feed (deduped by id, newest
 * first, at most 30) and raises the unread count. No polling.
 */
export function useNotificationStream(scope: FeedScope, options: StreamOptions) {
  const queryClient = useQueryClient();
  const feed = useNotificationFeed(scope);
  const loaded = feed.isSuccess;
  const callbacks = useRef(options);
  callbacks.current = options;
  // The scope is rebuilt on every render; its key names it.
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const scopeId = JSON.stringify(scope.key);

  useEffect(() => {
    if (!loaded || typeof EventSource === 'undefined') return;
    const current = scopeRef.current;
    const cached = () => queryClient.getQueryData<NotificationFeed>(feedKey(current));
    return openLiveStream({
      projectId: current.projectId,
      since: () => highestSeq(cached()),
      onNotification: (notification) => {
        if (cached())
          setFeed(queryClient, current, (feed) => mergeNotifications(feed, [notification]).feed);
        else void queryClient.invalidateQueries({ queryKey: feedKey(current) });
      },
      // Live events go to whichever screen listens (lib/live-events.ts).
      onLive: publishLiveEvent,
      onSessionEnded: () => callbacks.current.onSessionEnded(),
      onGaveUp: () => callbacks.current.onGaveUp?.(),
    });
  }, [loaded, scopeId, queryClient]);

  return feed;
}

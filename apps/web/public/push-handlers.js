/*
 * Web Push in the service workers (docs/notifications.md): the worker app's (app-sw.js, through
 * workbox's importScripts) and the console's (console-sw.js). Shows the message the server
 * sent (pushPayloadSchema: title, body, url, tag, urgent) and opens or focuses its page on a
 * click. Plain JavaScript: it is served as it is, outside the build.
 */
const PUSH_ICON = '/app-icons/icon-192.png';
const PUSH_FALLBACK_TITLE = 'Neue Nachricht';

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title =
    typeof message.title === 'string' && message.title ? message.title : PUSH_FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      lang: 'de',
      requireInteraction: message.urgent === true,
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

/** Only a path of this site is opened (never another origin a payload might name). */
function targetOf(notification) {
  const url = new URL(
    notification.data && notification.data.url ? notification.data.url : '/',
    self.location.origin,
  );
  return url.origin === self.location.origin ? url : new URL('/', self.location.origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A window already showing the page, else one of the same app (console or /app) to navigate.
      const inApp = (client) =>
        new URL(client.url).pathname.startsWith('/app') === target.pathname.startsWith('/app');
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const sibling = windows.find((client) => inApp(client) && 'navigate' in client);
      if (sibling) {
        try {
          const focused = await sibling.focus();
          // Only a window this worker controls can be navigated; else a new one opens.
          if (await focused.navigate(target.href)) return undefined;
        } catch {
          // Not controlled by this worker: open a new window below.
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});

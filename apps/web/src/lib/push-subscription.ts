import { api, unwrap } from './api-client.ts';

/**
 * Web Push on this device (docs/notifications.md): the browser's subscription belongs to a
 * service worker registration, the server keeps one row per project and device. The worker
 * app uses its own service worker (/app/), the console a small one that only shows pushes
 * (/console-sw.js, scope '/').
 */
export type PushApp = 'console' | 'worker-app';

/** What the toggle can offer: no support, blocked by the user, or off/on for this project. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const CONSOLE_WORKER = '/console-sw.js';
const WORKER_APP_SCOPE = '/app/';

/** The app this page belongs to (the worker app lives under /app). */
export function pushAppOf(pathname: string): PushApp {
  return pathname === '/app' || pathname.startsWith('/app/') ? 'worker-app' : 'console';
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The registration pushes arrive at; the console's is registered here on first use. */
export async function pushRegistration(app: PushApp): Promise<ServiceWorkerRegistration> {
  if (app === 'console') {
    await navigator.serviceWorker.register(CONSOLE_WORKER, { scope: '/' });
  } else if (!(await navigator.serviceWorker.getRegistration(WORKER_APP_SCOPE))) {
    // The worker app registers its own (offline) service worker; without it there is no push.
    throw new PushUnavailable();
  }
  return navigator.serviceWorker.ready;
}

/** The worker app's service worker is not installed (yet): a reload installs it. */
export class PushUnavailable extends Error {
  override name = 'PushUnavailable';
}

/** base64url (the server's VAPID key) to the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

function bodyOf(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Whether this device receives the signed-in user's pushes in the project. */
export async function pushState(
  projectId: string,
  registration: ServiceWorkerRegistration,
): Promise<PushState> {
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const { subscribed } = await unwrap(
    api.GET('/api/projects/{projectId}/push/subscription', {
      params: { path: { projectId }, query: { endpoint: subscription.endpoint } },
    }),
  );
  return subscribed ? 'on' : 'off';
}

/**
 * Asks for permission, subscribes the browser with the server's VAPID key (again, if it was
 * subscribed with another key) and stores the device for the user in the project.
 */
export async function subscribePush(
  projectId: string,
  registration: ServiceWorkerRegistration,
): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await unwrap(
    api.GET('/api/projects/{projectId}/push/public-key', { params: { path: { projectId } } }),
  );
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await unwrap(
    api.PUT('/api/projects/{projectId}/push/subscription', {
      params: { path: { projectId } },
      body: bodyOf(subscription),
    }),
  );
  return 'on';
}

/**
 * Stops the pushes of this project to this device. The browser's subscription stays: the
 * same device may receive another project's pushes (one subscription per service worker).
 */
export async function unsubscribePush(
  projectId: string,
  registration: ServiceWorkerRegistration,
): Promise<PushState> {
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    await unwrap(
      api.DELETE('/api/projects/{projectId}/push/subscription', {
        params: { path: { projectId }, query: { endpoint: subscription.endpoint } },
      }),
    );
  }
  return 'off';
}

/**
 * On logout: this device stops receiving the user's pushes. `endSession` (the logout request)
 * gets the browser's push addresses, so the server forgets the device in every project in the
 * same step as the session; then the browser drops its subscriptions — the console's and the
 * worker app's service worker alike, since one session serves both — even when the logout
 * failed (a device the server still holds is dropped at its next push, 404/410). Finding the
 * subscriptions never throws: a browser without push must not keep anyone logged in.
 */
export async function forgetPushDevice(
  endSession: (pushEndpoints: string[]) => Promise<void>,
): Promise<void> {
  const subscriptions = await browserSubscriptions();
  try {
    await endSession(subscriptions.map((subscription) => subscription.endpoint));
  } finally {
    await Promise.allSettled(subscriptions.map((subscription) => subscription.unsubscribe()));
  }
}

async function browserSubscriptions(): Promise<PushSubscription[]> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return [];
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const found = await Promise.all(registrations.map((r) => r.pushManager?.getSubscription()));
    return found.filter((s): s is PushSubscription => Boolean(s));
  } catch {
    // No service worker to ask (private mode, blocked storage): nothing to forget here.
    return [];
  }
}

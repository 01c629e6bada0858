import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { method: string; path: string; init: unknown }[] = [];
const answers: Record<string, unknown> = {};

// The typed client as the helper uses it: records the calls, answers from `answers`.
vi.mock('./api-client.ts', async (original) => {
  const real = await original<typeof import('./api-client.ts')>();
  const call = (method: string) => async (path: string, init: unknown) => {
    calls.push({ method, path, init });
    return { data: answers[`${method} ${path}`], response: new Response(null, { status: 200 }) };
  };
  const api = { GET: call('GET'), PUT: call('PUT'), DELETE: call('DELETE') };
  return { ...real, api };
});

const {
  forgetPushDevice,
  keyBytes,
  pushAppOf,
  pushRegistration,
  pushState,
  PushUnavailable,
  subscribePush,
  unsubscribePush,
} = await import('./push-subscription.ts');

const SERVER_KEY = Buffer.from(Array.from({ length: 65 }, (_, i) => i + 1)).toString('base64url');
const PROJECT = 'PROJEKT001';

/** A browser subscription as PushManager hands it out. */
function browserSubscription(key: Uint8Array, endpoint = 'https://push.example/abc') {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'BPub_key', auth: 'c2VjcmV0' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

function registrationWith(existing: ReturnType<typeof browserSubscription> | null) {
  const created = browserSubscription(keyBytes(SERVER_KEY), 'https://push.example/neu');
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => created),
  };
  return {
    registration: { pushManager } as unknown as ServiceWorkerRegistration,
    pushManager,
    created,
  };
}

function permission(value: NotificationPermission, answer: NotificationPermission = value) {
  vi.stubGlobal('Notification', {
    permission: value,
    requestPermission: vi.fn(async () => answer),
  });
}

beforeEach(() => {
  calls.length = 0;
  answers[`GET /api/projects/{projectId}/push/public-key`] = { publicKey: SERVER_KEY };
});
afterEach(() => vi.unstubAllGlobals());

describe('keyBytes and pushAppOf', () => {
  it('decodes the base64url VAPID key to its 65 bytes', () => {
    expect([...keyBytes(SERVER_KEY)]).toEqual([...Buffer.from(SERVER_KEY, 'base64url')]);
    expect(keyBytes('_-8')).toEqual(new Uint8Array([0xff, 0xef]));
  });

  it.each([
    ['/app', 'worker-app'],
    ['/app/nachrichten', 'worker-app'],
    ['/', 'console'],
    ['/tasks/active', 'console'],
    ['/apple', 'console'],
  ])('%s belongs to the %s', (path, app) => {
    expect(pushAppOf(path)).toBe(app);
  });
});

describe('subscribePush', () => {
  it("subscribes with the server's key and stores the device for the project", async () => {
    permission('default', 'granted');
    const { registration, pushManager } = registrationWith(null);
    expect(await subscribePush(PROJECT, registration)).toBe('on');
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(SERVER_KEY),
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/projects/{projectId}/push/public-key',
      'PUT /api/projects/{projectId}/push/subscription',
    ]);
    expect(calls[1]!.init).toEqual({
      params: { path: { projectId: PROJECT } },
      body: {
        endpoint: 'https://push.example/neu',
        keys: { p256dh: 'BPub_key', auth: 'c2VjcmV0' },
      },
    });
  });

  it('keeps a subscription made with the same key', async () => {
    permission('granted');
    const existing = browserSubscription(keyBytes(SERVER_KEY), 'https://push.example/alt');
    const { registration, pushManager } = registrationWith(existing);
    expect(await subscribePush(PROJECT, registration)).toBe('on');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect((calls[1]!.init as { body: { endpoint: string } }).body.endpoint).toBe(
      'https://push.example/alt',
    );
  });

  it('renews a subscription made with another key (a new installation)', async () => {
    permission('granted');
    const existing = browserSubscription(new Uint8Array(65).fill(7));
    const { registration, pushManager } = registrationWith(existing);
    expect(await subscribePush(PROJECT, registration)).toBe('on');
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalled();
  });

  it.each<[NotificationPermission, string]>([
    ['denied', 'denied'],
    ['default', 'off'],
  ])('a permission answered %s gives %s and calls nothing', async (answer, state) => {
    permission('default', answer);
    const { registration, pushManager } = registrationWith(null);
    expect(await subscribePush(PROJECT, registration)).toBe(state);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('unsubscribePush and pushState', () => {
  it("removes the project's row and keeps the browser's subscription (other projects)", async () => {
    permission('granted');
    const existing = browserSubscription(keyBytes(SERVER_KEY));
    const { registration } = registrationWith(existing);
    expect(await unsubscribePush(PROJECT, registration)).toBe('off');
    expect(calls).toEqual([
      {
        method: 'DELETE',
        path: '/api/projects/{projectId}/push/subscription',
        init: {
          params: { path: { projectId: PROJECT }, query: { endpoint: existing.endpoint } },
        },
      },
    ]);
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });

  it('asks the server whether this device is the caller’s in the project', async () => {
    permission('granted');
    const existing = browserSubscription(keyBytes(SERVER_KEY));
    const { registration } = registrationWith(existing);
    answers['GET /api/projects/{projectId}/push/subscription'] = { subscribed: true };
    expect(await pushState(PROJECT, registration)).toBe('on');
    answers['GET /api/projects/{projectId}/push/subscription'] = { subscribed: false };
    expect(await pushState(PROJECT, registration)).toBe('off');
    expect(calls[0]!.init).toEqual({
      params: { path: { projectId: PROJECT }, query: { endpoint: existing.endpoint } },
    });
  });

  it('is denied when the user blocked notifications, off without a subscription', async () => {
    permission('denied');
    expect(await pushState(PROJECT, registrationWith(null).registration)).toBe('denied');
    permission('granted');
    expect(await pushState(PROJECT, registrationWith(null).registration)).toBe('off');
    expect(calls).toEqual([]);
  });
});

describe('pushRegistration', () => {
  function serviceWorker(existing: object | undefined) {
    const container = {
      register: vi.fn(async () => ({})),
      getRegistration: vi.fn(async () => existing),
      ready: Promise.resolve({ scope: 'ready' }),
    };
    vi.stubGlobal('navigator', { serviceWorker: container });
    return container;
  }

  it("registers the console's push worker at the site's root", async () => {
    const container = serviceWorker(undefined);
    expect(await pushRegistration('console')).toEqual({ scope: 'ready' });
    expect(container.register).toHaveBeenCalledWith('/console-sw.js', { scope: '/' });
  });

  it("uses the worker app's own service worker, and says so when it is missing", async () => {
    const container = serviceWorker({ scope: '/app/' });
    expect(await pushRegistration('worker-app')).toEqual({ scope: 'ready' });
    expect(container.register).not.toHaveBeenCalled();
    serviceWorker(undefined);
    await expect(pushRegistration('worker-app')).rejects.toBeInstanceOf(PushUnavailable);
  });
});

describe('forgetPushDevice (logout)', () => {
  function serviceWorkers(...subscriptions: (ReturnType<typeof browserSubscription> | null)[]) {
    const registrations = subscriptions.map((existing) => registrationWith(existing).registration);
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistrations: vi.fn(async () => registrations) },
    });
  }

  it("hands both apps' push addresses to the logout, then drops the browser's subscriptions", async () => {
    const consoleApp = browserSubscription(keyBytes(SERVER_KEY), 'https://push.example/konsole');
    const workerApp = browserSubscription(keyBytes(SERVER_KEY), 'https://push.example/app');
    const steps: string[] = [];
    for (const s of [consoleApp, workerApp]) {
      s.unsubscribe.mockImplementation(async () => {
        steps.push(`unsubscribe ${s.endpoint}`);
        return true;
      });
    }
    serviceWorkers(consoleApp, null, workerApp);
    await forgetPushDevice(async (endpoints) => {
      steps.push(`logout ${endpoints.join(' ')}`);
    });
    // The server hears of the addresses while the session still lasts, the browser after.
    expect(steps).toEqual([
      'logout https://push.example/konsole https://push.example/app',
      'unsubscribe https://push.example/konsole',
      'unsubscribe https://push.example/app',
    ]);
    expect(calls).toEqual([]);
  });

  it('still drops the subscription when the logout fails, and lets the failure through', async () => {
    const existing = browserSubscription(keyBytes(SERVER_KEY));
    serviceWorkers(existing);
    const failed = forgetPushDevice(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(existing.unsubscribe).toHaveBeenCalled();
  });

  it('logs out without addresses in a browser without service workers', async () => {
    vi.stubGlobal('navigator', {});
    const endSession = vi.fn(async () => {});
    await forgetPushDevice(endSession);
    expect(endSession).toHaveBeenCalledWith([]);
  });
});

import { z } from 'zod';
import { notificationPath, withProject } from '@kontor/core/notification-paths';
import {
  notificationMessages,
  type PushPayload,
  type PushSubscriptionBody,
  type PushSubscriptionState,
} from '@kontor/core/schemas/notifications';
import { emailSettingsSchema } from '@kontor/core/schemas/project-settings';
import { pushAllowedDuringRest } from '@kontor/core/time-tracking/rest-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { enqueueJob } from '../../jobs/job-enqueue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { NOTIFICATION_PUSH_JOB, type NotificationPushJob } from '../../lib/notify.ts';
import {
  OutgoingRequestRefused,
  outgoingRefusal,
  sendOutgoing,
  type OutgoingPolicy,
} from '../../lib/outgoing-request.ts';
import { groupBy } from '../../lib/group-by.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Recipient } from './notifications.repository.ts';
import * as repo from './push.repository.ts';
import type { Delivery, VapidKeys } from './push.repository.ts';

/**
 * Web Push ('Installation', spec 001 §3): VAPID keys kept in the database, one subscription
 * per project and device, and the job that sends new messages (docs/notifications.md).
 */

/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;
/** Requests at once: a message to many devices stays well inside the job's lease. */
const PARALLEL_SENDS = 8;
/** Push services take about 4 KB; the feed has the whole text. */
const MAX_TITLE = 120;
const MAX_BODY = 1000;

// ── VAPID keys ──

const keysOf = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The installation's VAPID key pair, generated on first use: whichever instance inserts first
 * wins (insert … on conflict do nothing), every instance then reads the stored pair. Kept in
 * memory per database once read (it never changes).
 */
export function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  let keys = keysOf.get(db);
  if (!keys) {
    keys = loadVapidKeys(db);
    keysOf.set(db, keys);
    keys.catch(() => keysOf.delete(db));
  }
  return keys;
}

/** web-push loads when first needed, not with every start (docs/performance.md). */
const loadWebPush = () => import('web-push').then((module) => module.default);

/** Reads the stored pair, storing a new one first if there is none (not cached). */
export async function loadVapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const stored = await repo.readVapidKeys(db);
  if (stored) return stored;
  await repo.insertVapidKeys(db, (await loadWebPush()).generateVAPIDKeys());
  const keys = await repo.readVapidKeys(db);
  if (!keys) throw new Error('VAPID keys were not stored');
  return keys;
}

/** The address of 'Name <a@b.de>' or of a bare address; undefined if it holds none. */
function addressIn(value: string): string | undefined {
  const address = (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim();
  return z.email().safeParse(address).success ? address : undefined;
}

/**
 * The VAPID `sub` claim (how a push service reaches the sender): mailto: the project's sender
 * address from its e-mail settings, else MAIL_FROM's address, else PUBLIC_URL when it is https
 * (push services accept only mailto: and https:), else a mailto: at PUBLIC_URL's host.
 */
export function vapidSubject(
  projectSettings: unknown,
  config: Pick<Config, 'mailFrom' | 'publicUrl'>,
): string {
  const settings = z.object({ email: emailSettingsSchema }).safeParse(projectSettings);
  const address =
    (settings.success ? addressIn(settings.data.email.senderAddress) : undefined) ??
    addressIn(config.mailFrom);
  if (address) return `mailto:${address}`;
  const url = new URL(config.publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:noreply@${url.hostname}`;
}

// ── Subscriptions ──

export async function publicKey(db: Db): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys(db)).publicKey };
}

/**
 * Stores the caller's device; an endpoint at an internal address, or whose name does not
 * resolve (to public addresses) now, is refused (SSRF); sending checks it again.
 */
export async function subscribe(
  db: Db,
  r: Recipient,
  body: PushSubscriptionBody,
  policy: OutgoingPolicy,
): Promise<void> {
  const refusal = await outgoingRefusal(body.endpoint, policy, { mustResolve: true });
  if (refusal) {
    throw new HttpProblem(400, notificationMessages.pushEndpointRefused, { endpoint: [refusal] });
  }
  await repo.upsertSubscription(db, r, body);
}

export async function subscriptionState(
  db: Db,
  r: Recipient,
  endpoint: string,
): Promise<PushSubscriptionState> {
  return { subscribed: await repo.hasSubscription(db, r, endpoint) };
}

export async function unsubscribe(db: Db, r: Recipient, endpoint: string): Promise<void> {
  await repo.deleteSubscription(db, r, endpoint);
}

// ── Sending ──

/** What the service worker shows and opens (pushPayloadSchema). */
export function payloadOf(delivery: Delivery): PushPayload {
  const clip = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return {
    title: clip(delivery.title, MAX_TITLE),
    body: clip(delivery.body, MAX_BODY),
    // Named project: a member of several projects lands in this one (the paths hold none).
    url: withProject(
      notificationPath(delivery.link, delivery.isWorker ? 'worker-app' : 'console'),
      delivery.projectId,
    ),
    tag: delivery.notificationId,
    urgent: delivery.urgent,
  };
}

type Outcome = 'sent' | 'gone' | 'dropped' | 'retry';

/** The push service's answer: 404/410 the device is gone, 429 and 5xx again later. */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'dropped';
}

async function send(
  delivery: Delivery,
  keys: VapidKeys,
  config: Pick<Config, 'mailFrom' | 'publicUrl'>,
  policy: OutgoingPolicy,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const details = (await loadWebPush()).generateRequestDetails(
    { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
    JSON.stringify(payloadOf(delivery)),
    {
      vapidDetails: { subject: vapidSubject(delivery.projectSettings, config), ...keys },
      TTL: PUSH_TTL_SECONDS,
      urgency: delivery.urgent ? 'high' : 'normal',
    },
  );
  // sendOutgoing sets the length itself.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  const where = { subscription: delivery.subscriptionId, notification: delivery.notificationId };
  try {
    const { status } = await sendOutgoing(
      details.endpoint,
      {
        method: details.method,
        headers,
        body: details.body ?? undefined,
        timeoutMs: SEND_TIMEOUT_MS,
      },
      policy,
    );
    const outcome = outcomeOf(status);
    if (outcome === 'dropped' || outcome === 'retry') {
      log.warn({ ...where, status }, `Web Push: Push-Dienst antwortete ${status}`);
    }
    return outcome;
  } catch (error) {
    // A refused address stays refused; a network failure or timeout is tried again.
    const refused = error instanceof OutgoingRequestRefused;
    log.warn(
      { ...where, err: error },
      `Web Push: ${refused ? 'Adresse abgelehnt' : 'nicht erreicht'}`,
    );
    return refused ? 'dropped' : 'retry';
  }
}

const jobPayloadSchema = z.object({
  notificationIds: z.array(z.string()),
  subscriptionIds: z.array(z.string()).optional(),
});

/** Messages held back now (§ 5 ArbZG); they stay in the feed and are not pushed later. */
async function heldForRest(db: Db, deliveries: Delivery[], now: Date): Promise<Set<string>> {
  const held = new Set<string>();
  const workers = deliveries.filter((d) => d.isWorker && !d.urgent);
  const byProject = groupBy(workers, (d) => d.projectId);
  for (const [projectId, ofProject] of byProject) {
    const userIds = [...new Set(ofProject.map((d) => d.recipientId))];
    const states = await repo.workStates(db, projectId, userIds, now);
    for (const d of ofProject) {
      const state = states.get(d.recipientId);
      const allowed = pushAllowedDuringRest({
        isWorker: d.isWorker,
        urgent: d.urgent,
        lastWorkEnd: state?.lastWorkEnd?.getTime() ?? null,
        onShift: state?.onShift ?? false,
        now: now.getTime(),
      });
      if (!allowed) held.add(d.notificationId);
    }
  }
  return held;
}

/**
 * Sends the job's messages to their recipients' devices: a sent one marks the device's last
 * success, a device the push service no longer knows (404/410) is deleted, another 4xx is
 * logged and dropped. When some deliveries must be tried again (5xx, 429, network), the job
 * fails if they were all of it (the queue retries it with its backoff); otherwise one job per
 * such device carries only its failed messages, so a retry never repeats a sent push.
 */
export function pushJobHandler(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'publicUrl' | 'outgoingAllowedHosts'>,
  log: FastifyBaseLogger,
): JobHandler {
  const policy: OutgoingPolicy = { allowedHosts: config.outgoingAllowedHosts };
  return {
    async run(payload) {
      const job = jobPayloadSchema.parse(payload);
      const all = await repo.deliveriesOf(db, job.notificationIds, job.subscriptionIds);
      if (all.length === 0) return;
      const now = new Date();
      const held = await heldForRest(db, all, now);
      const deliveries = all.filter((d) => !held.has(d.notificationId));
      const keys = await vapidKeys(db);
      const outcomes: (readonly [Delivery, Outcome])[] = [];
      for (let i = 0; i < deliveries.length; i += PARALLEL_SENDS) {
        const batch = deliveries.slice(i, i + PARALLEL_SENDS);
        outcomes.push(
          ...(await Promise.all(
            batch.map(async (d) => [d, await send(d, keys, config, policy, log)] as const),
          )),
        );
      }
      const sent = outcomes.filter(([, o]) => o === 'sent').map(([d]) => d.subscriptionId);
      await repo.markDelivered(db, [...new Set(sent)], new Date());
      for (const [d] of outcomes.filter(([, o]) => o === 'gone')) {
        await repo.deleteGone(db, d.subscriptionId, d.endpoint);
      }
      const failed = outcomes.filter(([, o]) => o === 'retry').map(([d]) => d);
      if (failed.length === 0) return;
      if (
        failed.length === deliveries.length &&
        new Set(failed.map((d) => d.subscriptionId)).size === 1
      ) {
        throw new Error(`Web Push: ${failed.length} Nachricht(en) nicht zugestellt`);
      }
      for (const [subscriptionId, ofDevice] of groupBy(failed, (d) => d.subscriptionId)) {
        const retry: NotificationPushJob = {
          notificationIds: ofDevice.map((d) => d.notificationId),
          subscriptionIds: [subscriptionId],
        };
        await enqueueJob(db, {
          kind: NOTIFICATION_PUSH_JOB,
          payload: retry,
          label: `Push-Benachrichtigung, erneuter Versuch (${ofDevice.length})`,
        });
      }
    },
  };
}

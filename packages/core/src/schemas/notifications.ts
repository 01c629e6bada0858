/**
 * Notifications ('Nachrichten', spec 001 §2–§5, spec 000 §3): durable message rows per
 * recipient, created in the transaction of the event that causes them; delivered live over
 * Server-Sent Events (event id = the row's `seq`, so a reconnect with `Last-Event-ID` gets
 * what it missed) and to closed browsers and phones by Web Push.
 */
import { z } from 'zod';
import { idSchema, userRefSchema } from './common.ts';
import { isHttpUrl } from '../content/web-address.ts';
import type { NotificationTopic } from './members.ts';

export const NOTIFICATION_KINDS = [
  'task-assigned',
  'task-executed',
  'ticket-created',
  'absence-submitted',
  'absence-approved',
  'absence-refused',
  'member-joined',
  'history-tampered',
  'form-submitted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Which 'Nachrichteneinstellungen' toggle decides whether a member receives a kind; null:
 * always (an accepted invitation reaches the project's administrators, the spec has no toggle).
 */
export const NOTIFICATION_TOPIC_OF: Record<NotificationKind, NotificationTopic | null> = {
  'task-assigned': 'tasks',
  'task-executed': 'tasks',
  'ticket-created': 'tickets',
  'absence-submitted': 'absences',
  'absence-approved': 'absences',
  'absence-refused': 'absences',
  'member-joined': null,
  'history-tampered': null,
  // Issue 35: the forms' office hears of every new submission; the spec's settings know no
  // forms topic, so there is no toggle (the form's mail notification is the configurable one).
  'form-submitted': null,
};

/** What a notification opens (spec 001 §2: the task, the ticket or the absence; a submission). */
export const NOTIFICATION_LINK_TYPES = ['task', 'ticket', 'absence', 'form-submission'] as const;
export const notificationLinkSchema = z.object({
  type: z.enum(NOTIFICATION_LINK_TYPES),
  id: idSchema,
});
export type NotificationLink = z.infer<typeof notificationLinkSchema>;

/** Upper bound of the feed kept in the browser (spec 001 §3 and §9: at most 30). */
export const NOTIFICATION_FEED_LIMIT = 30;

export const notificationSchema = z.object({
  id: idSchema,
  /** Position in the installation-wide order; the SSE event id. */
  seq: z.number().int().min(1),
  kind: z.enum(NOTIFICATION_KINDS),
  /** German, composed when the event happened (e.g. 'Neue Aufgabe'). */
  title: z.string(),
  /** Plain text, one or two lines (never HTML). */
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** Sent by Web Push also during a worker's rest time (§ 5 ArbZG). */
  urgent: z.boolean(),
  /** Null when the linked record is gone or the kind links nothing. */
  link: notificationLinkSchema.nullable(),
  /** Who caused it; null for the system or a deleted user. */
  actor: userRefSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const seqSchema = z.coerce
  .number({ error: 'Ungültige Nachrichtennummer' })
  .int('Ungültige Nachrichtennummer')
  .min(0, 'Ungültige Nachrichtennummer')
  .max(Number.MAX_SAFE_INTEGER, 'Ungültige Nachrichtennummer');

/** 'Alle' or only the unread messages (the feed's 'Ungelesen' tab). */
export const NOTIFICATION_FEED_FILTERS = ['all', 'unread'] as const;
export type NotificationFeedFilter = (typeof NOTIFICATION_FEED_FILTERS)[number];

export const notificationFeedQuerySchema = z.object({
  /** Only older than this `seq` (the next page); default the newest. */
  before: seqSchema.optional(),
  /** `unread`: only the unread messages; `unread` in the answer still counts all of them. */
  filter: z.enum(NOTIFICATION_FEED_FILTERS, { error: 'Ungültiger Filter' }).default('all'),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Ungültige Anzahl')
    .max(NOTIFICATION_FEED_LIMIT, 'Ungültige Anzahl')
    .default(NOTIFICATION_FEED_LIMIT),
});
export type NotificationFeedQuery = z.infer<typeof notificationFeedQuerySchema>;

/** Newest first. `unread` counts all of the caller's unread messages in the project. */
export const notificationFeedSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationFeed = z.infer<typeof notificationFeedSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * Marks the caller's messages up to and including `upToSeq` read ('Alle als gelesen'): the
 * newest seq the user's list shows, so a message that arrived a moment after the click stays
 * unread. Issue 35: opening the list no longer marks anything read by itself.
 */
export const markReadBodySchema = z.object({ upToSeq: seqSchema });
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const notificationParamsSchema = z.object({
  projectId: idSchema,
  notificationId: idSchema,
});

// ── Live stream (GET …/notifications/stream, text/event-stream) ──

/** `event: notification`, `id: <seq>`, `data: <Notification as JSON>`. */
export const NOTIFICATION_STREAM_EVENT = 'notification';
/** Sent just before the server closes a stream whose session ended (the client signs in again). */
export const NOTIFICATION_STREAM_END_EVENT = 'session-ended';
/** A comment line (`: ping`) at least this often keeps proxies from closing an idle stream. */
export const NOTIFICATION_HEARTBEAT_SECONDS = 20;
/** The stream's `retry:` hint: how long a browser waits before it reconnects. */
export const NOTIFICATION_STREAM_RETRY_MS = 3000;
/** A resumed stream first sends at most this many missed messages (the newest, oldest first). */
export const NOTIFICATION_STREAM_RESUME_LIMIT = 100;

/**
 * Where a fresh stream resumes: `?since=<seq>` (a new EventSource after a reload, with the
 * newest seq the browser has). A reconnecting EventSource sends `Last-Event-ID` instead,
 * which wins; both are parsed with `notificationSeqSchema`.
 */
export const notificationStreamQuerySchema = z.object({ since: seqSchema.optional() });
export const notificationSeqSchema = seqSchema;

// ── Web Push ('Installation', spec 001 §3) ──

export const pushPublicKeySchema = z.object({
  /** VAPID public key, base64url (the browser's `applicationServerKey`). */
  publicKey: z.string(),
});

const base64url = (max: number) =>
  z
    .string({ error: 'Ungültiger Schlüssel' })
    .min(1, 'Ungültiger Schlüssel')
    .max(max, 'Ungültiger Schlüssel')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Ungültiger Schlüssel');

/** `PushSubscription.toJSON()` of the browser; one row per project and endpoint (device). */
export const pushSubscriptionBodySchema = z.object({
  /** http(s) only; the server also refuses internal addresses (as for every outgoing request). */
  endpoint: z
    .string({ error: 'Ungültige Push-Adresse' })
    .max(2000, 'Ungültige Push-Adresse')
    .refine(isHttpUrl, 'Ungültige Push-Adresse'),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeQuerySchema = z.object({
  endpoint: z.string().min(1, 'Ungültige Push-Adresse').max(2000, 'Ungültige Push-Adresse'),
});

/** Whether this device (endpoint) receives the caller's pushes in the project (the toggle). */
export const pushSubscriptionStateSchema = z.object({ subscribed: z.boolean() });
export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>;

/** What the service worker receives (encrypted) and shows. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Path to open on click, e.g. '/tasks/active?task=…' or '/app/…'. */
  url: z.string(),
  /** The notification's id: a second push of the same message replaces the first. */
  tag: z.string(),
  urgent: z.boolean(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const notificationMessages = {
  feedTitle: 'Nachrichten',
  empty: 'Gegenwärtig keine neuen Nachrichten vorhanden',
  newMessage: 'Neue Nachricht',
  notFound: 'Diese Nachricht gibt es nicht (mehr).',
  pushEndpointRefused: 'Diese Push-Adresse wird nicht angenommen.',
  streamOnly: 'Diese Adresse liefert nur einen Ereignisstrom (text/event-stream).',
} as const;

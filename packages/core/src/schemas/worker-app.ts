/**
 * The worker app (/app): the contract between the phone and the server. Three parts:
 * - idempotency: every state change the app sends carries an `Idempotency-Key`; the server
 *   keeps the first answer per user and key and answers a replay with it;
 * - the agenda: a worker's tasks and tour visits per day, with what they need at the door;
 * - the time clock: clock in, breaks, clock out, each event with the device's time and a
 *   per-device sequence number, so an event sent late (offline) is recorded at the time it
 *   happened and marked as having arrived late.
 */
import { z } from 'zod';
import { isLocalDate } from '../time-tracking/local-date.ts';
import { idSchema, userRefSchema, versionSchema } from './common.ts';
import { taskStateSchema } from './tasks.ts';

// ── Idempotency ──
// The constants live in a zod-free module so the worker app's first load stays small.
export {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_HOURS,
  idempotencyMessages,
} from '../idempotency.ts';
export {
  CLOCK_EVENT_KINDS,
  CLOCK_LATE_AFTER_MINUTES,
  clockMessages,
  isClockEventLate,
  workerAppMessages,
  type ClockEventKind,
  type ClockState,
} from '../worker-app-texts.ts';
import { CLOCK_EVENT_KINDS } from '../worker-app-texts.ts';

// ── Agenda (today and this week) ──

const localDate = z.string().refine(isLocalDate, { error: 'Ungültiges Datum' });

export const agendaQuerySchema = z.object({
  /** First day (Berlin); default today. */
  from: localDate.optional(),
  /** Last day, inclusive; default `from` + 6 days. At most 14 days. */
  to: localDate.optional(),
});
export type AgendaQuery = z.infer<typeof agendaQuerySchema>;

/** What a worker needs at the door. */
export const agendaPropertySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Up to three lines; '' when not set. */
  address: z.string(),
  keyNumber: z.number().int().nullable(),
  info: z.string(),
});
export type AgendaProperty = z.infer<typeof agendaPropertySchema>;

export const agendaTaskSchema = z.object({
  kind: z.literal('task'),
  id: idSchema,
  title: z.string(),
  description: z.string(),
  state: taskStateSchema,
  dueDate: z.string().nullable(),
  /** True when the task is due before the agenda's first day (shown on that day). */
  overdue: z.boolean(),
  /** When the caller was last assigned (for 'newly assigned'). */
  assignedAt: z.string().nullable(),
  images: z.array(idSchema),
  property: agendaPropertySchema,
  version: versionSchema,
});
export type AgendaTask = z.infer<typeof agendaTaskSchema>;

export const agendaVisitSchema = z.object({
  kind: z.literal('visit'),
  entryId: idSchema,
  /** The visit's identity (a holiday may move the day it is done on). */
  plannedDate: z.string(),
  serviceName: z.string(),
  serviceDescription: z.string(),
  status: z.enum(['planned', 'done', 'missed', 'skipped']),
  /** Set when the caller covers for an absent worker. */
  substituteFor: userRefSchema.nullable(),
  /** Set once confirmed. */
  doneAt: z.string().nullable(),
  property: agendaPropertySchema,
});
export type AgendaVisit = z.infer<typeof agendaVisitSchema>;

export const agendaItemSchema = z.discriminatedUnion('kind', [agendaTaskSchema, agendaVisitSchema]);
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const agendaDaySchema = z.object({
  date: z.string(),
  /** Holiday name, when the day is one. */
  holiday: z.string().nullable(),
  /** Visits first (they have a fixed day), then tasks by due date and title. */
  items: z.array(agendaItemSchema),
});
export const agendaSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(agendaDaySchema),
  /** Assigned tasks without a due date (shown under 'Ohne Termin'). */
  undated: z.array(agendaTaskSchema),
});
export type Agenda = z.infer<typeof agendaSchema>;

// ── Time clock ──

export const clockEventBodySchema = z.object({
  kind: z.enum(CLOCK_EVENT_KINDS),
  /** When it happened on the device (ISO with offset). */
  deviceTime: z.iso.datetime({ offset: true }),
  /** A random id the app keeps per installation. */
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Ungültige Geräte-Kennung'),
  /** Counts up per device; a number already used by this device is a replay. */
  deviceSeq: z.number().int().min(0).max(2_147_483_647),
  /** With 'out': the comment of the time entry. */
  comment: z.string().trim().max(2000).optional(),
});
export type ClockEventBody = z.infer<typeof clockEventBodySchema>;

export const clockEventSchema = z.object({
  id: idSchema,
  kind: z.enum(CLOCK_EVENT_KINDS),
  deviceTime: z.string(),
  receivedAt: z.string(),
  deviceId: z.string(),
  deviceSeq: z.number().int(),
  late: z.boolean(),
});
export type ClockEvent = z.infer<typeof clockEventSchema>;

/** The caller's clock: state, the running shift's events, and the entry 'out' made. */
export const clockStatusSchema = z.object({
  state: z.enum(['off', 'working', 'break']),
  /** Since when in that state (null when off). */
  since: z.string().nullable(),
  /** Events of the running shift, or of the shift the last 'out' closed. */
  events: z.array(clockEventSchema),
  /** The time entry the last 'out' created. */
  entryId: idSchema.nullable(),
});
export type ClockStatus = z.infer<typeof clockStatusSchema>;

/**
 * Live events: hints on the notification stream that something another person did changed
 * what a screen shows (e.g. a worker clocked in: the office's Mitarbeiterübersicht reloads).
 * Unlike notifications they are not stored and carry no text: a screen that hears one reads
 * its data again through the API, which checks access as always.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';

/** The SSE event name (beside `notification` and `session-ended`). */
export const LIVE_STREAM_EVENT = 'live';

export const LIVE_TOPICS = ['time-clock'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const liveEventSchema = z.object({
  /** time-clock: the user's time clock changed (in, break, out). */
  topic: z.enum(LIVE_TOPICS),
  /** Whose data changed. */
  userId: idSchema,
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

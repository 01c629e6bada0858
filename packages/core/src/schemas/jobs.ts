import { z } from 'zod';
import { idSchema } from './common.ts';

export const jobMessages = {
  notFound: 'Auftrag nicht gefunden',
  notFailed: 'Nur fehlgeschlagene Aufträge können erneut gestartet werden.',
} as const;

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** `state` may repeat (`?state=failed&state=pending`); default: failed and pending jobs. */
export const jobListQuerySchema = z.object({
  state: z
    .union([z.enum(JOB_STATES), z.array(z.enum(JOB_STATES)).min(1)], {
      error: 'Ungültiger Status (pending, running, done oder failed)',
    })
    .transform((s) => (Array.isArray(s) ? s : [s]))
    .default(['failed', 'pending']),
});

/** A background job as the superuser's jobs list shows it (the payload stays private). */
export const jobSchema = z.object({
  id: idSchema,
  kind: z.string(),
  label: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobParamsSchema = z.object({ jobId: idSchema });

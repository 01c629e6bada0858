/**
 * The change history ('Verlauf') of time entries, absences and records as the API answers it,
 * and the reason a change may carry (docs/time-tracking.md, 'Change history').
 */
import { z } from 'zod';
import {
  HISTORY_ACTIONS,
  HISTORY_ENTITIES,
  HISTORY_REASON_MAX,
  historyMessages,
} from '../time-tracking/change-history.ts';

/** Why a time or an absence is changed; required for a past week (`needsChangeReason`). */
export const changeReasonSchema = z
  .string()
  .trim()
  .max(HISTORY_REASON_MAX, historyMessages.reasonTooLong)
  .nullable()
  .optional();

/** The body a deletion may carry: the reason (asked for in a past week). */
export const deleteWithReasonBodySchema = z
  .object({ reason: changeReasonSchema })
  // A request without a body reaches the schema as null.
  .nullish()
  .describe('Optional; `reason` is required when the entry lies in a past week');
export type DeleteWithReasonBody = z.infer<typeof deleteWithReasonBodySchema>;

/** The stored fields before or after a change (JSON; their labels: core `historyChanges`). */
const historyValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const historyRowSchema = z.object({
  /** Position in the project's chain (1, 2, …). */
  seq: z.number().int().min(1),
  /** When the change was made (ISO instant). */
  at: z.string(),
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.string(),
  /** The employee whose time, absence or record it is. */
  userId: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** Who made it; id null and name 'System' for an import or a job without a user. */
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  reason: z.string().nullable(),
  before: historyValuesSchema,
  after: historyValuesSchema,
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyListSchema = z.object({ items: z.array(historyRowSchema) });
export type HistoryList = z.infer<typeof historyListSchema>;

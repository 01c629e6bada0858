import { z } from 'zod';

export const commentMessages = {
  textRequired: 'Bitte einen Kommentar eingeben',
  textTooLong: 'Die Höchstlänge beträgt 5000',
  empty: 'Keine Kommentare vorhanden',
} as const;

/** A new comment on a task or a ticket (shown newest first). */
export const createCommentBodySchema = z.object({
  text: z
    .string({ error: commentMessages.textRequired })
    .trim()
    .min(1, commentMessages.textRequired)
    .max(5000, commentMessages.textTooLong),
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

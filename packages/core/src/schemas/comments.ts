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

/** A comment as the slide-in shows it. */
export const commentSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** The comments of one task or ticket, newest first (spec 001 §9). */
export const commentListSchema = z.object({ items: z.array(commentSchema) });
export type CommentList = z.infer<typeof commentListSchema>;

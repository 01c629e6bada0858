import { z } from 'zod';
import { ID_LENGTH } from '../ids.ts';

export const idSchema = z.string().length(ID_LENGTH);

/**
 * A name typed by a user as one line: line breaks and other control characters become one
 * space, the ends are trimmed (such names end up in mail subjects and one-line labels).
 */
export function singleLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000, 'Ungültige Seitenzahl').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: 'Ungültige Seitengröße',
    })
    .default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A user as shown in tables and pickers. */
export const userRefSchema = z.object({
  id: idSchema,
  name: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;

/** RFC 9457 problem details; `errors` maps a field path to its German messages. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Fits the 32-bit `version` columns. */
export const versionSchema = z.number().int().min(0).max(2_147_483_647);

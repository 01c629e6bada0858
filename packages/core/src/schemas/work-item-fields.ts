import { z } from 'zod';
import { ID_LENGTH } from '../ids.ts';
import { idSchema } from './common.ts';
import { MAX_IMAGES_PER_ELEMENT } from './images.ts';

/** Messages tasks and tickets share. */
export const workItemMessages = {
  titleTooLong: 'Die Höchstlänge beträgt 200',
  descriptionTooLong: 'Die Höchstlänge beträgt 20000',
  tooManyImages: `Es können höchstens ${MAX_IMAGES_PER_ELEMENT} Bilder ausgewählt werden`,
} as const;

/** The fields tasks and tickets share; the required-messages differ per spec. */
export function workItemFields(required: { title: string; property: string }) {
  return {
    title: z
      .string({ error: required.title })
      .trim()
      .min(1, required.title)
      .max(200, workItemMessages.titleTooLong),
    description: z.string().max(20_000, workItemMessages.descriptionTooLong),
    propertyId: z.string({ error: required.property }).length(ID_LENGTH, required.property),
    images: z.array(idSchema).max(MAX_IMAGES_PER_ELEMENT, workItemMessages.tooManyImages),
  };
}

/** The selected rows of a bulk action. */
export function bulkBodySchema(selectionRequired: string) {
  return z.object({
    ids: z.array(idSchema, { error: selectionRequired }).min(1, selectionRequired).max(100),
  });
}

/** The answer of a bulk action: the records it moved and the refused ones with the reason. */
export const bulkResultSchema = z.object({
  applied: z.array(idSchema),
  refused: z.array(z.object({ id: idSchema, reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

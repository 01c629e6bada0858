import { z } from 'zod';
import { idSchema, userRefSchema } from './common.ts';

export const documentMessages = {
  nameRequired: 'Bitte einen Namen angeben',
  nameTooLong: 'Die Höchstlänge beträgt 200',
  fileMissing: 'Bitte eine Datei auswählen',
  notFound: 'Dokument nicht gefunden',
  created: 'Dokument hinzugefügt',
  deleted: 'Dokument gelöscht',
  deleteConfirm: 'Möchten Sie dieses Dokument wirklich löschen?',
  empty: 'Keine Dokumente vorhanden',
  add: 'Dokument hinzufügen',
} as const;

/** What a document is attached to (spec part 1 §3 Document.type). */
export const documentOwnerTypeSchema = z.enum(['object', 'task', 'ticket', 'download']);
export type DocumentOwnerType = z.infer<typeof documentOwnerTypeSchema>;

export const documentNameSchema = z
  .string({ error: documentMessages.nameRequired })
  .trim()
  .min(1, documentMessages.nameRequired)
  .max(200, documentMessages.nameTooLong);

export const documentSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** `url` serves the stored file; `name` is the safe file name shown and used for downloads. */
  file: z.object({ name: z.string(), url: z.string() }),
  contentType: z.string(),
  size: z.number().int(),
  type: documentOwnerTypeSchema,
  propertyId: idSchema.nullable(),
  taskId: idSchema.nullable(),
  ticketId: idSchema.nullable(),
  /** The download (content item) whose file this is; null until the download is saved. */
  downloadId: idSchema.nullable(),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ items: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

export const propertyDocumentsParamsSchema = z.object({
  projectId: idSchema,
  propertyId: idSchema,
});
export const documentParamsSchema = z.object({ projectId: idSchema, documentId: idSchema });

import { z } from 'zod';
import { ID_LENGTH, isRecordId } from '../ids.ts';
import { PAGE_SIZES, idSchema, pageOf, userRefSchema, versionSchema } from './common.ts';

export const MAX_UPLOAD_MEGABYTES = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

/** How many files one upload may carry (spec: images module 20, default 10, other uploads 5). */
export const MAX_FILES_IMAGES_MODULE = 20;
export const MAX_FILES_IMAGE_UPLOAD = 10;
export const MAX_FILES_DEFAULT = 5;
/** Images attached to a service, task or ticket. */
export const MAX_IMAGES_PER_ELEMENT = 10;

export const imageMessages = {
  unsupported: 'Datei nicht unterstützt.',
  tooLarge: `Die Datei ist zu groß (höchstens ${MAX_UPLOAD_MEGABYTES} MB).`,
  emptyFile: 'Die Datei ist leer.',
  fileMissing: 'Bitte eine Datei auswählen',
  nameRequired: 'Bitte einen Namen angeben',
  nameTooLong: 'Die Höchstlänge beträgt 200',
  notFound: 'Bild nicht gefunden',
  categoryNotFound: 'Die gewählte Kategorie gibt es in diesem Projekt nicht',
  moduleNotFound: 'Unbekanntes Modul',
  conflict:
    'Das Bild wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  uploaded: 'Bild erfolgreich hochgeladen',
  added: 'Bild erfolgreich hinzugefügt',
  filesUploaded: 'Dateien wurden erfolgreich hochgeladen',
  deleteConfirm: 'Sind sie Sicher, dass sie das Bild löschen möchten?',
  deleting: 'lädt...',
  pickOne: 'Bild auswählen',
  pickMany: 'Bilder auswählen',
  selected: 'Ausgewählte Bilder',
  uploadTab: 'Bilder hochladen',
  search: 'Suche nach Bildnamen',
  rowsPerPage: 'Zeilen pro Seite',
  uploadMore: 'Weitere Bilder hochladen',
  back: 'Zurück',
  addImage: '+ Bild hinzufügen',
  countSuffix: 'Bilder',
  noImages: 'Keine Bilder vorhanden',
} as const;

export function tooManyFilesMessage(max: number): string {
  return `Es können höchstens ${max} Dateien auf einmal hochgeladen werden.`;
}

/** One accepted file type: the MIME type stored and served, and the extensions a name may keep. */
export interface AcceptedFileType {
  mime: string;
  extensions: readonly [string, ...string[]];
}

export const ACCEPTED_FILE_TYPES = {
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'] },
  png: { mime: 'image/png', extensions: ['png'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  svg: { mime: 'image/svg+xml', extensions: ['svg'] },
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  text: { mime: 'text/plain', extensions: ['txt', 'text', 'log', 'md'] },
  csv: { mime: 'text/csv', extensions: ['csv'] },
  html: { mime: 'text/html', extensions: ['html', 'htm'] },
} as const satisfies Record<string, AcceptedFileType>;

export type FileTypeName = keyof typeof ACCEPTED_FILE_TYPES;

/** Spec: image uploads take jpeg, png, gif, webp; documents .doc, .pdf, .docx; general files more. */
export const FILE_KINDS = {
  image: ['jpeg', 'png', 'gif', 'webp'],
  document: ['pdf', 'doc', 'docx'],
  file: [
    'jpeg',
    'png',
    'gif',
    'webp',
    'svg',
    'pdf',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'text',
    'csv',
    'html',
  ],
} as const satisfies Record<string, readonly FileTypeName[]>;

export type FileKind = keyof typeof FILE_KINDS;
export const fileKindSchema = z.enum(['image', 'document', 'file']);

/** The `accept` map for a dropzone: MIME type to extensions with a dot. */
export function acceptFor(kind: FileKind): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const name of FILE_KINDS[kind]) {
    const type: AcceptedFileType = ACCEPTED_FILE_TYPES[name];
    accept[type.mime] = type.extensions.map((ext) => `.${ext}`);
  }
  return accept;
}

/** Thumbnail sizes the UI asks for (spec part 1 §9, requested at 2× for sharp displays). */
export const PICKER_PREVIEW_SIZES = {
  sm: { width: 64, height: 36 },
  md: { width: 128, height: 72 },
  lg: { width: 256, height: 144 },
  xl: { width: 512, height: 288 },
} as const;
export type PickerPreviewSize = keyof typeof PICKER_PREVIEW_SIZES;
export const THUMBNAIL_PIXEL_RATIO = 2;
export const TILE_THUMBNAIL_WIDTH = 256;
export const SELECTED_LIST_THUMBNAIL_WIDTH = 1024;
export const TABLE_THUMBNAIL_HEIGHT = 128;
export const THUMBNAIL_MIN_SIZE = 16;
export const THUMBNAIL_MAX_SIZE = 2048;

export const PICKER_DEFAULT_PAGE_SIZE = 10;

/** The thumbnail to request for a picker preview size: the box at 2×, cropped to fill it. */
export function pickerPreviewRequest(size: PickerPreviewSize): {
  w: number;
  h: number;
  crop: true;
} {
  const box = PICKER_PREVIEW_SIZES[size];
  return {
    w: box.width * THUMBNAIL_PIXEL_RATIO,
    h: box.height * THUMBNAIL_PIXEL_RATIO,
    crop: true,
  };
}

const thumbnailDimension = z.coerce.number().int().min(1).max(10_000).optional();

export const thumbnailQuerySchema = z
  .object({
    w: thumbnailDimension,
    h: thumbnailDimension,
    crop: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1'),
    /** Content version (ETag of the source); present when the URL is content-addressed. */
    v: z.string().max(100).optional(),
  })
  .refine((query) => query.w !== undefined || query.h !== undefined, {
    message: 'Bitte eine Breite oder Höhe angeben',
    path: ['w'],
  });
export type ThumbnailQuery = z.input<typeof thumbnailQuerySchema>;

export const fileRefSchema = z.object({ name: z.string(), url: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** What an upload answers per stored file; `path` is the storage key, used as the file path. */
export const uploadedFileSchema = z.object({
  id: idSchema,
  path: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A record an image is used by, shown in the images table's "connected elements" column. */
export const connectedElementSchema = z.object({
  type: z.string(),
  id: idSchema,
  label: z.string(),
});
export type ConnectedElement = z.infer<typeof connectedElementSchema>;

export const imageSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  file: fileRefSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  categories: z.array(idSchema),
  module: idSchema.nullable(),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
  connectedElements: z.array(connectedElementSchema),
  version: versionSchema,
});
export type Image = z.infer<typeof imageSchema>;

export const imageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: 'Ungültige Seitengröße',
    })
    .default(PICKER_DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  module: idSchema.optional(),
});
export type ImageListQuery = z.input<typeof imageListQuerySchema>;
/** The list query after validation (defaults applied), as the server's repository takes it. */
export type ImageListParams = z.output<typeof imageListQuerySchema>;

export const imagePageSchema = pageOf(imageSchema);
export type ImagePage = z.infer<typeof imagePageSchema>;

export const imageNameSchema = z
  .string({ error: imageMessages.nameRequired })
  .trim()
  .min(1, imageMessages.nameRequired)
  .max(200, imageMessages.nameTooLong);

export const updateImageBodySchema = z.object({
  version: versionSchema,
  name: imageNameSchema.optional(),
  description: z.string().max(5000).optional(),
  categories: z.array(idSchema).max(10).optional(),
});
export type UpdateImageBody = z.infer<typeof updateImageBodySchema>;

export const imageParamsSchema = z.object({ projectId: idSchema, imageId: idSchema });

/**
 * The picker's value rule (spec part 1 §5): a string of exactly 10 characters, or a list whose
 * first entry is one, counts as a selection; anything else is empty. With a maximum above 1 the
 * value is a list, otherwise a single id (or null when empty).
 */
export function normalizePickerValue(value: unknown, max: number): string[] | string | null {
  let ids: string[] = [];
  if (isRecordId(value)) ids = [value];
  else if (Array.isArray(value) && isRecordId(value[0])) {
    ids = [...new Set(value.filter((entry): entry is string => isRecordId(entry)))];
  }
  if (max > 1) return ids.slice(0, max);
  return ids[0] ?? null;
}

/** Spec rule used wherever an image field is read: 10 characters = image id, else a file path. */
export function imageReference(
  value: string,
): { type: 'image'; id: string } | { type: 'path'; path: string } {
  return value.length === ID_LENGTH ? { type: 'image', id: value } : { type: 'path', path: value };
}

/** Images by id (the picker's selected cards); unknown ids and other projects' ids are left out. */
export const imageIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(20 * 11)
    .transform((value) => value.split(',').filter((id) => id.length > 0))
    .pipe(z.array(idSchema).max(20)),
});
export const imageListSchema = z.object({ items: z.array(imageSchema) });
export type ImageList = z.infer<typeof imageListSchema>;

import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, userRefSchema, versionSchema } from './common.ts';

export const propertyMessages = {
  nameRequired: 'Bitte einen Namen angeben',
  nameTooLong: 'Die Höchstlänge beträgt 120',
  nameTaken: 'Dieser Name existiert bereits',
  keyNumberInvalid: 'Bitte eine ganze Zahl angeben',
  keyNumberRange: 'Bitte eine Zahl zwischen 0 und 2147483647 angeben',
  addressTooLong: 'Die Höchstlänge beträgt 300',
  addressTooManyLines: 'Die Adresse darf höchstens 3 Zeilen haben',
  tooManyStaff: 'Es können höchstens 100 Mitarbeiter zugewiesen werden',
  staffNotMember: 'Mindestens ein Mitarbeiter gehört nicht zu diesem Projekt',
  notFound: 'Objekt nicht gefunden',
  conflict:
    'Das Objekt wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  created: 'Objekt erstellt',
  updated: 'Daten aktualisiert',
  archiveConfirm: 'Sind Sie Sicher, dass sie dieses Objekte archivieren möchten?',
  unarchive: 'Archivierung aufheben',
  archived: 'Objekt archiviert',
  unarchived: 'Archivierung aufgehoben',
} as const;

export const MAX_ASSIGNED_STAFF = 100;

export const propertyNameSchema = z
  .string({ error: propertyMessages.nameRequired })
  .trim()
  .min(1, propertyMessages.nameRequired)
  .max(120, propertyMessages.nameTooLong);

export const MAX_ADDRESS_LINES = 3;

/** Street, postcode and town as printed on the tour sheet; up to three lines. */
export const propertyAddressSchema = z
  .string()
  .max(300, propertyMessages.addressTooLong)
  .refine(
    (value) => value.split(/\r\n|\r|\n/).length <= MAX_ADDRESS_LINES,
    propertyMessages.addressTooManyLines,
  );

export const propertySettingsSchema = z.object({
  /** 'Adresse'; empty when not set. */
  address: propertyAddressSchema,
  keyNumber: z
    .number({ error: propertyMessages.keyNumberInvalid })
    .int(propertyMessages.keyNumberInvalid)
    .min(0, propertyMessages.keyNumberRange)
    .max(2_147_483_647, propertyMessages.keyNumberRange)
    .nullable(),
  info: z.string().max(5000),
});

export const propertyListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: z.string(),
  createdBy: userRefSchema.nullable(),
  assignedStaff: z.array(userRefSchema),
  archived: z.boolean(),
  version: versionSchema,
});
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

export const propertyDetailSchema = propertyListItemSchema.extend({
  settings: propertySettingsSchema,
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const PROPERTY_SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;

export const propertyListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(PROPERTY_SORTS).default('name'),
  search: z.string().trim().max(100).optional(),
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type PropertyListQuery = z.input<typeof propertyListQuerySchema>;
/** The list query after validation (defaults applied), as the server's service and repository take it. */
export type PropertyListParams = z.output<typeof propertyListQuerySchema>;

export const propertyPageSchema = pageOf(propertyListItemSchema);
export type PropertyPage = z.infer<typeof propertyPageSchema>;

export const createPropertyBodySchema = z.object({ name: propertyNameSchema });
export type CreatePropertyBody = z.infer<typeof createPropertyBodySchema>;

/** Partial update; `version` is the one the client last saw (optimistic locking). */
export const updatePropertyBodySchema = z.object({
  version: versionSchema,
  name: propertyNameSchema.optional(),
  settings: propertySettingsSchema.partial().optional(),
  assignedStaff: z
    .array(idSchema)
    .max(MAX_ASSIGNED_STAFF, propertyMessages.tooManyStaff)
    .optional(),
  archived: z.boolean().optional(),
});
export type UpdatePropertyBody = z.infer<typeof updatePropertyBodySchema>;

export const propertyParamsSchema = z.object({ projectId: idSchema, propertyId: idSchema });

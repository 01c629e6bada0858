import { z } from 'zod';
import { WAGE_FIGURES } from '../lodas/wage-figures.ts';
import { LODAS_LIMITS } from '../lodas/wage-types.ts';
import { lodasMessages as m } from '../lodas/messages.ts';
import { idSchema, userRefSchema, versionSchema } from './common.ts';

export { lodasMessages } from '../lodas/messages.ts';

const whole = (message: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });

/** A LODAS wage type (Lohnart) 1–9999; null: the figure is not exported. */
export const wageTypeSchema = whole(m.wageType, LODAS_LIMITS.wageType);
export const consultantNumberSchema = whole(m.consultantNumber, LODAS_LIMITS.consultantNumber);
export const clientNumberSchema = whole(m.clientNumber, LODAS_LIMITS.clientNumber);

export const wageFigureSchema = z.enum(WAGE_FIGURES);

const figureShape = Object.fromEntries(
  WAGE_FIGURES.map((f) => [f, wageTypeSchema.nullable()]),
) as Record<(typeof WAGE_FIGURES)[number], z.ZodNullable<typeof wageTypeSchema>>;

/** 'Lohnarten' saved: the numbers, every figure's wage type, the surcharges' wage types. */
export const lodasSettingsBodySchema = z.object({
  consultantNumber: consultantNumberSchema.nullable(),
  clientNumber: clientNumberSchema.nullable(),
  wageTypes: z.object(figureShape),
  surcharges: z
    .record(z.string().max(100), wageTypeSchema.nullable())
    .refine((r) => Object.keys(r).length <= 500, { error: m.surchargesMax }),
  version: versionSchema,
});
export type LodasSettingsBody = z.infer<typeof lodasSettingsBodySchema>;

const wageTypeRowSchema = z.object({
  /** The chosen number (null: not exported). */
  wageType: wageTypeSchema.nullable(),
  /** Kontor's proposal. */
  defaultWageType: wageTypeSchema,
  label: z.string(),
});

export const lodasSettingsSchema = z.object({
  consultantNumber: z.number().int().nullable(),
  clientNumber: z.number().int().nullable(),
  figures: z.array(wageTypeRowSchema.extend({ figure: wageFigureSchema })),
  surcharges: z.array(
    wageTypeRowSchema.extend({ surchargeId: idSchema, value: z.number(), active: z.boolean() }),
  ),
  version: z.number().int(),
  /** Whether the caller may change them (the administration). */
  editable: z.boolean(),
});
export type LodasSettings = z.infer<typeof lodasSettingsSchema>;

export const lodasMonthParamsSchema = z.object({
  projectId: idSchema,
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

/** One movement line of the preview, with the employee and what the number means. */
export const lodasPreviewLineSchema = z.object({
  user: userRefSchema,
  personnelNumber: z.number().int(),
  wageType: z.number().int(),
  /** What Kontor puts on it, e.g. 'Arbeitsstunden' or 'Nachtarbeit 25 %'. */
  label: z.string(),
  /** Hours × 100. */
  centiHours: z.number().int(),
});

export const lodasRefusalSchema = z.object({
  user: userRefSchema,
  reasons: z.array(z.string()),
});

export const lodasChangeSchema = z.object({
  personnelNumber: z.number().int(),
  user: userRefSchema.nullable(),
  wageType: z.number().int(),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
});

export const lodasExportMarkSchema = z.object({
  exportedAt: z.string(),
  exportedBy: userRefSchema.nullable(),
  checksum: z.string(),
});

export const lodasPreviewSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The last day counted (today in the current month). */
  countedUntil: z.string(),
  lines: z.array(lodasPreviewLineSchema),
  refused: z.array(lodasRefusalSchema),
  /** SHA-256 of the lines: the export sends it back, so it exports what was previewed. */
  checksum: z.string(),
  /** Berater- and Mandantennummer are set. */
  ready: z.boolean(),
  lastExport: lodasExportMarkSchema.nullable(),
  /** Since the last export (empty when none or nothing changed). */
  changes: z.array(lodasChangeSchema),
});
export type LodasPreview = z.infer<typeof lodasPreviewSchema>;

export const lodasExportBodySchema = z.object({
  checksum: z.string({ error: m.checksum }).regex(/^[0-9a-f]{64}$/, { error: m.checksum }),
});

import { z } from 'zod';
import { MODULE_PATHS } from '../modules.ts';
import { idSchema, versionSchema } from './common.ts';
import { moduleFieldsSchema, type ModuleFieldInput } from './module-fields.ts';
import { subMenuItemSchema } from './projects.ts';

/** Texts of the project administration's Module tab (spec 001 §2, §5, §8). */
export const moduleAdminMessages = {
  templateRequired: 'Bitte eine Vorlage wählen',
  nameRequired: 'Name ist ein Pflichtfeld',
  nameMax: 'Die Höchstlänge beträgt 60',
  pathTaken: 'Dieses Modul ist in diesem Projekt bereits vorhanden.',
  notFound: 'Modul nicht gefunden',
  orderMismatch: 'Die Reihenfolge muss jedes Modul des Projekts genau einmal enthalten.',
  adminOnly: 'Nur Administratoren des Projekts dürfen Module verwalten.',
  stale: 'Das Modul wurde inzwischen geändert. Bitte neu laden.',
  labelRequired: 'Bezeichnung ist ein Pflichtfeld',
  keyTaken: 'Schlüssel existiert bereits',
  keyFormat: 'Nur Kleinbuchstaben, Ziffern, - und _',
} as const;

/** Spec 001 §9: default labels of new entries. */
export const NEW_CATEGORY_LABEL = 'Neue Kategorie';

/** German slug for a label: umlauts and ß spelled out, everything else to single dashes. */
export function slugOf(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      // Letters NFKD does not take apart (Łukasz, Đorđe, Søren, Yılmaz).
      .replace(/[łđøı]/g, (c) => ({ ł: 'l', đ: 'd', ø: 'o', ı: 'i' })[c] ?? c)
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

const label = z
  .string({ error: moduleAdminMessages.labelRequired })
  .trim()
  .min(1, moduleAdminMessages.labelRequired)
  .max(100);

/** Module settings (spec 001 §3): its category values; `value` is the label's slug. */
export const moduleSettingsSchema = z.object({
  categories: z
    .array(
      z.object({
        id: z.string().min(1).max(36),
        label,
        value: z.string().max(120).default(''),
        position: z.number().int().min(0).max(10_000),
      }),
    )
    .max(100),
});
export type ModuleSettings = z.output<typeof moduleSettingsSchema>;

/** Spec 001 §3: editing a label sets the value to the label's slug. */
export function withSlugValues(settings: ModuleSettings): ModuleSettings {
  return { categories: settings.categories.map((c) => ({ ...c, value: slugOf(c.label) })) };
}

/** Module category definition (spec 001 §3): which category pickers a module's records get. */
export const moduleCategorySchema = z.object({
  id: z.string().min(1).max(36),
  label,
  key: z
    .string({ error: moduleAdminMessages.labelRequired })
    .trim()
    .min(1, moduleAdminMessages.labelRequired)
    .max(60)
    .regex(/^[a-z0-9_-]+$/, moduleAdminMessages.keyFormat),
  connectedClass: z.string().trim().max(60).default(''),
  isMulti: z.boolean().default(false),
  position: z.number().int().min(0).max(10_000),
  categoryIds: z.array(z.string().min(1).max(36)).max(10).default([]),
});

export const moduleCategoriesSchema = z
  .array(moduleCategorySchema)
  .max(50)
  .superRefine((categories, ctx) => {
    const keys = categories.map((c) => c.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: moduleAdminMessages.keyTaken,
        });
      }
    });
  });
export type ModuleCategory = z.output<typeof moduleCategorySchema>;

/** A module as the administration sees it: with its settings and definitions. */
export const adminModuleSchema = z.object({
  id: idSchema,
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  position: z.number().int(),
  subMenu: z.array(subMenuItemSchema),
  hasSettings: z.boolean(),
  settings: moduleSettingsSchema,
  fields: moduleFieldsSchema,
  categories: moduleCategoriesSchema,
  version: versionSchema,
});
export type AdminModule = z.output<typeof adminModuleSchema>;

const moduleName = z
  .string({ error: moduleAdminMessages.nameRequired })
  .trim()
  .min(1, moduleAdminMessages.nameRequired)
  .max(60, moduleAdminMessages.nameMax);

/** Spec 001 §2/§5: a template and a name, both required. */
export const createModuleBodySchema = z.object({
  path: z.enum(MODULE_PATHS, { error: moduleAdminMessages.templateRequired }),
  name: moduleName,
});
export type CreateModuleBody = z.input<typeof createModuleBodySchema>;

/** Any of name, settings, categories and fields; `version` detects a concurrent edit. */
export const updateModuleBodySchema = z.object({
  version: versionSchema,
  name: moduleName.optional(),
  settings: moduleSettingsSchema.optional(),
  categories: moduleCategoriesSchema.optional(),
  fields: moduleFieldsSchema.optional(),
});
export type UpdateModuleBody = z.output<typeof updateModuleBodySchema>;

/** The new order: every module id of the project exactly once. */
export const reorderModulesBodySchema = z.object({ moduleIds: z.array(idSchema).min(1).max(100) });

export const moduleParamsSchema = z.object({ projectId: idSchema, moduleId: idSchema });

/** Catalogue paths whose records are sorted into categories, so they offer 'Einstellungen'. */
export const MODULES_WITH_SETTINGS: readonly string[] = [
  '/articles',
  '/events',
  '/news',
  '/persons',
  '/images',
  '/groups',
  '/training-group',
  '/downloads',
  '/locations',
  '/calendar',
];

/** Spec 001 §2: '/training-group' predefines its age range fields, 1 to 100. */
export function predefinedFields(path: string): ModuleFieldInput[] {
  if (path !== '/training-group') return [];
  const age = (id: string, label: string, name: string, position: number): ModuleFieldInput => ({
    id,
    type: 'number',
    label,
    name,
    position,
    options: { numberStartValue: 1, numberEndValue: 100 },
  });
  return [
    age('start_age', 'Startalter', 'data.start_age', 0),
    age('end_age', 'Endalter', 'data.end_age', 1),
  ];
}

import { z } from 'zod';
import { idSchema, versionSchema } from './common.ts';
import { oneLineText } from './one-line-text.ts';
import { roleTypeSchema } from './projects.ts';

export const roleMessages = {
  nameRequired: 'Bitte einen Namen angeben',
  nameMax: 'Die Höchstlänge beträgt 50',
  nameTaken: 'Eine Rolle mit diesem Namen existiert bereits',
  modulesMax: 'Höchstens 100 Module',
  modulesDuplicate: 'Jedes Modul nur einmal',
  moduleUnknown: 'Dieses Modul gehört nicht zu diesem Projekt',
  created: 'Rolle erstellt',
  updated: 'Rolle aktualisiert',
  deleted: 'Rolle gelöscht',
  notFound: 'Rolle nicht gefunden',
  conflict:
    'Die Rolle wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu.',
  adminOnly: 'Nur Administratoren des Projekts dürfen Rollen verwalten.',
  moduleNotOwn: 'Sie können einer Rolle nur Module geben, die Ihre eigene Rolle öffnen darf.',
  roleAboveOwn:
    'Sie können Art und Module einer Rolle, die mehr Rechte hat als Ihre eigene, nicht ändern.',
  ownType: 'Die Art Ihrer eigenen Rolle können Sie nicht ändern.',
  defaultOff:
    'Die Standardrolle kann nicht abgeschaltet werden. Legen Sie stattdessen eine andere Rolle als Standard fest.',
  deleteDefault:
    'Die Standardrolle kann nicht gelöscht werden. Legen Sie zuerst eine andere Rolle als Standard fest.',
  deleteInUse:
    'Die Rolle ist noch Nutzern oder offenen Einladungen zugewiesen und kann nicht gelöscht werden.',
} as const;

/** Mantine's palette; the spec's default role colour is blue, a cleared one falls back to grey. */
export const ROLE_COLORS = [
  'blue',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export const roleColorSchema = z.enum(ROLE_COLORS);

/** Spec 001 §9: the module picker takes at most 100. */
export const MAX_ROLE_MODULES = 100;

const roleModuleIdsSchema = z
  .array(idSchema)
  .max(MAX_ROLE_MODULES, roleMessages.modulesMax)
  .refine((ids) => new Set(ids).size === ids.length, { message: roleMessages.modulesDuplicate });

const roleNameSchema = oneLineText({
  required: roleMessages.nameRequired,
  max: 50,
  maxMessage: roleMessages.nameMax,
});

/** A role as the administration lists it (with its optimistic-locking version). */
export const roleDetailSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: roleTypeSchema,
  color: z.string(),
  isDefault: z.boolean(),
  moduleIds: z.array(idSchema),
  /** Members holding the role (a role in use cannot be deleted). */
  memberCount: z.number().int(),
  version: z.number().int(),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const createRoleBodySchema = z.object({
  name: roleNameSchema,
  type: roleTypeSchema.default('office'),
  color: roleColorSchema.default('blue'),
  isDefault: z.boolean().default(false),
  moduleIds: roleModuleIdsSchema.default([]),
});
export type CreateRoleBody = z.input<typeof createRoleBodySchema>;

export const updateRoleBodySchema = z.object({
  version: versionSchema,
  name: roleNameSchema.optional(),
  type: roleTypeSchema.optional(),
  color: roleColorSchema.optional(),
  /** Only true switches the default here; the current default cannot be switched off. */
  isDefault: z.boolean().optional(),
  moduleIds: roleModuleIdsSchema.optional(),
});
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

export const roleParamsSchema = z.object({ projectId: idSchema, roleId: idSchema });

import { z } from 'zod';
import { MODULE_PATHS } from '../modules.ts';
import { idSchema } from './common.ts';
import { oneLineText } from './one-line-text.ts';

export const projectMessages = {
  nameRequired: 'Pflichtfeld',
  nameMin: 'Die Mindestlänge beträgt 5',
  nameMax: 'Die Höchstlänge beträgt 36',
  loadFailed: 'Fehler beim Laden des Projekts, bitte wenden Sie sich an den Administrator',
  created: 'Projekt erstellt',
  updated: 'Projekt aktualisiert',
  notFound: 'Projekt nicht gefunden',
  forbidden: 'Sie haben keinen Zugriff auf diesen Bereich.',
  superuserOnly: 'Nur Superuser dürfen Projekte anlegen.',
  modulesDuplicate: 'Jedes Modul nur einmal',
  adminOnly: 'Nur Administratoren des Projekts dürfen die Projekteinstellungen ändern.',
  notMember: 'Sie sind kein Mitglied dieses Projekts.',
} as const;

export const ROLE_TYPES = ['worker', 'office', 'admin'] as const;
export const roleTypeSchema = z.enum(ROLE_TYPES);
export type RoleType = z.infer<typeof roleTypeSchema>;

export const subMenuItemSchema = z.object({ label: z.string(), path: z.string() });

/** A module switched on in a project, as the sidebar shows it. */
export const moduleSchema = z.object({
  id: idSchema,
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  position: z.number().int(),
  subMenu: z.array(subMenuItemSchema),
});
export type Module = z.infer<typeof moduleSchema>;

export const roleSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: roleTypeSchema,
  color: z.string(),
  isDefault: z.boolean(),
  moduleIds: z.array(idSchema),
});
export type Role = z.infer<typeof roleSchema>;

/** One project in the caller's project list (switcher, dashboard). */
export const projectSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  /** The caller's role; null for a superuser who is not a member. */
  role: z
    .object({ id: idSchema, name: z.string(), type: roleTypeSchema, color: z.string() })
    .nullable(),
  /** The caller is flagged 'Arbeiter' in this project (the worker app opens for them). */
  isWorker: z.boolean(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A project with the modules the caller's role may open, ordered by position. */
export const projectDetailSchema = projectSummarySchema.extend({
  modules: z.array(moduleSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** The project's name reaches mails (invitations): one line, no web address. */
export const projectNameSchema = oneLineText({
  required: projectMessages.nameRequired,
  min: { length: 5, message: projectMessages.nameMin },
  max: 36,
  maxMessage: projectMessages.nameMax,
});

export const createProjectBodySchema = z.object({
  name: projectNameSchema,
  description: z.string().trim().max(500).default(''),
  /**
   * A file path, or null. An image id (10 characters) is refused here: a new project has no
   * images yet, so the logo is chosen afterwards (`updateProjectBodySchema`).
   */
  logo: z.string().max(1000).nullable().default(null),
  /** Module paths from the catalogue to switch on, in sidebar order (each once). */
  modules: z
    .array(z.enum(MODULE_PATHS))
    .max(100)
    .refine((paths) => new Set(paths).size === paths.length, {
      message: projectMessages.modulesDuplicate,
    })
    .default([]),
});
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

/** A member of the project, as the staff picker lists them. */
export const memberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().meta({ format: 'email' }),
  isWorker: z.boolean(),
  role: z.object({ id: idSchema, name: z.string(), color: z.string() }),
  /** Image id of the staff portrait in this project. */
  portrait: idSchema.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const projectParamsSchema = z.object({ projectId: idSchema });

/** Project settings an administrator of the project (or a superuser) may change. */
export const updateProjectBodySchema = z.object({
  name: projectNameSchema.optional(),
  description: z.string().trim().max(500).optional(),
  /** Image id of this project's logo (spec: image fields hold 10-character ids), or null. */
  logo: idSchema.nullable().optional(),
});
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

/** The caller's own membership: their staff portrait in this project. */
export const updateOwnMembershipBodySchema = z.object({ portrait: idSchema.nullable() });
export type UpdateOwnMembershipBody = z.infer<typeof updateOwnMembershipBodySchema>;

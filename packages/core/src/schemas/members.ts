import { z } from 'zod';
import { HEX_COLOUR_MESSAGE, hexColour } from './hex-colour.ts';
import { authMessages } from './auth.ts';
import { idSchema } from './common.ts';
import { oneLineText } from './one-line-text.ts';
import { roleTypeSchema, type RoleType } from './projects.ts';

/** Texts of the user and staff screens and of the server's refusals (spec 000 §5, 001 §6). */
export const memberMessages = {
  firstNameRequired: 'Bitte einen Vornamen angeben',
  familyNameRequired: 'Bitte einen Nachnamen angeben',
  nameRequired: 'Bitte einen Namen angeben',
  roleRequired: 'Bitte eine Rolle auswählen',
  emailRequired: 'Bitte eine E-Mail Adresse angeben',
  emailInvalid: authMessages.emailInvalid,
  newPasswordRequired: 'Bitte ein Passwort angeben',
  passwordRequired: authMessages.passwordRequired,
  passwordRepeatRequired: authMessages.passwordRepeatRequired,
  passwordMismatch: authMessages.passwordMismatch,
  passwordTooShort: authMessages.passwordTooShort,
  colorInvalid: HEX_COLOUR_MESSAGE,
  nameTaken: 'Dieser Name existiert bereits',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet',
  notFound: 'kein Nutzer gefunden',
  alreadyMember: 'Der Nutzer ist bereits Mitglied dieses Projekts',
  roleOfOtherProject: 'Die Rolle gehört nicht zu diesem Projekt',
  lastAdmin:
    'Der letzte Administrator des Projekts kann nicht entfernt, herabgestuft oder gelöscht werden',
  superuserOnly: 'Nur Superuser dürfen Superuser anlegen, bearbeiten oder löschen',
  roleAboveOwn: 'Sie können keine Rolle vergeben, die mehr Rechte hat als Ihre eigene',
  targetAboveOwn: 'Sie können keinen Nutzer bearbeiten, der mehr Rechte hat als Sie',
  adminOnly: 'Nur Administratoren des Projekts dürfen Nutzer verwalten',
  notSelf: 'Sie können sich nicht selbst löschen',
  accountShared:
    'Dieses Konto gehört auch zu einem anderen Projekt. Name, E-Mail-Adresse, Passwort und Farbe ändern nur der Nutzer selbst oder ein Superuser.',
  invitationSent:
    'Einladung gesendet. Sobald die Person sie annimmt, ist sie Mitglied des Projekts.',
  deletedUser: 'Gelöschter Nutzer',
  noRole: 'Keine Rolle',
} as const;

/** Topics a member can be notified about (spec 001 §2: tasks, tickets, absences). */
export const NOTIFICATION_TOPICS = ['tasks', 'tickets', 'absences'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, z.boolean()])) as Record<
    NotificationTopic,
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Unset topics are on: a new member hears about everything until they opt out. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  tasks: true,
  tickets: true,
  absences: true,
};

const ROLE_RANK: Record<RoleType, number> = { worker: 0, office: 1, admin: 2 };

/**
 * Whether `candidate` grants more than `own`: a higher type or a module `own` lacks. Nobody
 * may hand out (or take) more rights than they hold.
 */
export function roleExceeds(
  candidate: { type: RoleType; moduleIds: readonly string[] },
  own: { type: RoleType; moduleIds: readonly string[] },
): boolean {
  if (ROLE_RANK[candidate.type] > ROLE_RANK[own.type]) return true;
  return candidate.moduleIds.some((id) => !own.moduleIds.includes(id));
}

/**
 * Whether the viewer may change the account-wide data (name, e-mail, password, colour) of a
 * member: a project may only change accounts that belong to no other project, since the same
 * login opens the other projects too; the user themself and superusers always may.
 */
export function accountEditableBy(
  viewer: { userId: string; isSuperuser: boolean },
  member: { id: string; sharedAccount: boolean },
): boolean {
  return viewer.isSuperuser || viewer.userId === member.id || !member.sharedAccount;
}

/** A random staff colour (spec 000 §9), as #rrggbb. */
export function randomStaffColor(random: () => number = Math.random): string {
  const channel = () =>
    Math.floor(random() * 200 + 28)
      .toString(16)
      .padStart(2, '0');
  return `#${channel()}${channel()}${channel()}`;
}

const colorSchema = hexColour;

/** Names of people reach mails: one line, no web address (docs/security.md, Mails). */
const requiredText = (message: string, max = 100) => oneLineText({ required: message, max });

const emailSchema = z
  .string({ error: memberMessages.emailRequired })
  .trim()
  .min(1, memberMessages.emailRequired)
  .pipe(z.email({ error: memberMessages.emailInvalid }))
  .meta({ format: 'email' });

const roleIdSchema = z
  .string({ error: memberMessages.roleRequired })
  .length(10, memberMessages.roleRequired);

const passwordFields = (requiredMessage: string) => ({
  password: z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(8, memberMessages.passwordTooShort)
    .max(200),
  passwordRepeat: z
    .string({ error: memberMessages.passwordRepeatRequired })
    .min(1, memberMessages.passwordRepeatRequired),
});

/** A member as the user and staff screens list them. */
export const staffMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().meta({ format: 'email' }),
  isWorker: z.boolean(),
  isSuperuser: z.boolean(),
  role: z.object({ id: idSchema, name: z.string(), color: z.string(), type: roleTypeSchema }),
  /** Image id of the staff portrait in this project. */
  portrait: idSchema.nullable(),
  color: z.string(),
  /**
   * Whether the caller may change name, e-mail, password and colour here (`accountEditableBy`):
   * false for an account that also belongs to another project.
   */
  accountEditable: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** 'Neuen Mitarbeiter anlegen': without `withPassword` the user sets one via 'Passwort vergessen'. */
export const createStaffBodySchema = z
  .object({
    firstName: requiredText(memberMessages.firstNameRequired),
    familyName: requiredText(memberMessages.familyNameRequired),
    email: emailSchema,
    roleId: roleIdSchema,
    withPassword: z.boolean().default(true),
    password: z.string().max(200).optional(),
    passwordRepeat: z.string().max(200).optional(),
    portrait: idSchema.nullable().default(null),
    color: colorSchema.optional(),
    isWorker: z.boolean().default(false),
    /** Only superusers may create superusers (spec 001 §6: new users are not). */
    isSuperuser: z.boolean().default(false),
  })
  .superRefine(
    (body, ctx) => {
      if (body.withPassword === false) return;
      const checked = z.object(passwordFields(memberMessages.newPasswordRequired)).safeParse(body);
      for (const issue of checked.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      if (checked.success && body.password !== body.passwordRepeat) {
        ctx.addIssue({
          code: 'custom',
          path: ['passwordRepeat'],
          message: memberMessages.passwordMismatch,
        });
      }
    },
    // Also when other fields failed, so every message shows at once.
    { when: () => true },
  );
export type CreateStaffBody = z.input<typeof createStaffBodySchema>;

/** Edit user data; each field only when given. */
export const updateMemberBodySchema = z.object({
  name: requiredText(memberMessages.nameRequired, 200).optional(),
  email: emailSchema.optional(),
  roleId: roleIdSchema.optional(),
  portrait: idSchema.nullable().optional(),
  color: colorSchema.optional(),
  isWorker: z.boolean().optional(),
});
export type UpdateMemberBody = z.input<typeof updateMemberBodySchema>;

export const setMemberPasswordBodySchema = z
  .object(passwordFields(memberMessages.passwordRequired))
  .refine((body) => body.password === body.passwordRepeat, {
    path: ['passwordRepeat'],
    message: memberMessages.passwordMismatch,
  });
export type SetMemberPasswordBody = z.infer<typeof setMemberPasswordBodySchema>;

export const memberParamsSchema = z.object({ projectId: idSchema, userId: idSchema });

/** What deleting did: the account is gone, or only this project's membership (member elsewhere). */
export const deleteMemberResultSchema = z.object({ accountDeleted: z.boolean() });

/** A role the screens offer in their pickers (the default one preselected for new users). */
export const roleOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.string(),
  type: roleTypeSchema,
  isDefault: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;

/**
 * A new member is a worker ('Arbeiter') by default when their role is of the worker type: the
 * preset of 'Neuen Mitarbeiter anlegen' and the flag of a member who joins by invitation.
 */
export const workerByDefault = (roleType: RoleType): boolean => roleType === 'worker';

export function isWorkerByDefault(roles: readonly RoleOption[], roleId: string): boolean {
  const role = roles.find((candidate) => candidate.id === roleId);
  return role !== undefined && workerByDefault(role.type);
}

/** The members of a screen with the project's roles for its pickers. */
export const memberDirectorySchema = z.object({
  members: z.array(staffMemberSchema),
  roles: z.array(roleOptionSchema),
});
export type MemberDirectory = z.infer<typeof memberDirectorySchema>;

import { z } from 'zod';
import { authMessages, emailSchema, newPasswordFields } from './auth.ts';
import { idSchema } from './common.ts';
import { memberMessages } from './members.ts';
import { oneLineText } from './one-line-text.ts';

export const invitationMessages = {
  nameRequired: 'Bitte einen Namen angeben',
  nameMax: 'Die Höchstlänge beträgt 100',
  roleRequired: 'Bitte eine Rolle auswählen',
  roleUnknown: 'Diese Rolle gehört nicht zu diesem Projekt',
  sent: 'Einladung erfolgreich gesendet',
  deleted: 'Einladung erfolgreich gelöscht',
  notFound: 'Einladung nicht gefunden',
  adminOnly: 'Nur Administratoren des Projekts dürfen Nutzer einladen.',
  alreadyMember: 'Diese Person ist bereits Mitglied des Projekts',
  nameTaken: memberMessages.nameTaken,
  alreadyInvited: 'An diese E-Mail-Adresse ist bereits eine Einladung offen',
  accountExists:
    'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an, um die Einladung anzunehmen.',
  wrongAccount:
    'Diese Einladung gilt für eine andere E-Mail-Adresse. Bitte melden Sie sich mit dieser Adresse an.',
  notOpen: 'Diese Einladung ist nicht mehr gültig.',
  tooManyAttempts: authMessages.tooManyAttempts,
  roleAboveOwn: memberMessages.roleAboveOwn,
} as const;

/** Spec 001 §5 "User invite": e-mail and user name required; one role per user. */
export const createInvitationBodySchema = z.object({
  name: oneLineText({
    required: invitationMessages.nameRequired,
    max: 100,
    maxMessage: invitationMessages.nameMax,
  }),
  email: emailSchema,
  roleId: z
    .string({ error: invitationMessages.roleRequired })
    .length(10, invitationMessages.roleRequired),
});
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

/** One open invitation in the project's list (spec: name, email, id, date). */
export const invitationSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().meta({ format: 'email' }),
  roleId: idSchema,
  /** When the last mail went out (first invitation or resend). */
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The answer to an invitation sent (or sent again): whether a mail went out, else its link. */
export const sentInvitationSchema = invitationSchema.extend({
  /** False when no mail server is configured: the mail only reaches the outbox. */
  mailConfigured: z.boolean(),
  /** The invitation link, only when no mail carries it; the inviter passes it on. */
  link: z.string().nullable(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const invitationParamsSchema = z.object({ projectId: idSchema, invitationId: idSchema });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const INVITATION_STATES = ['open', 'accepted', 'deleted', 'expired', 'invalid'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** What the public accept page learns from a link: the state, and for an open one its project. */
export const invitationLookupSchema = z.object({
  state: z.enum(INVITATION_STATES),
  invitation: z
    .object({
      projectName: z.string(),
      name: z.string(),
      email: z.string().meta({ format: 'email' }),
      /** The e-mail already has an account: accept after signing in instead of a new password. */
      hasAccount: z.boolean(),
    })
    .nullable(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/** Accepting with a new account: the password rules of the password reset. */
export const acceptInvitationBodySchema = z
  .object(newPasswordFields)
  .refine((body) => body.password === body.passwordRepeat, {
    path: ['passwordRepeat'],
    message: authMessages.passwordMismatch,
  });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

import { z } from 'zod';
import { idSchema } from './common.ts';
import { pushUnsubscribeQuerySchema } from './notifications.ts';
import { projectSummarySchema } from './projects.ts';

export const authMessages = {
  emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  passwordRequired: 'Bitte ein Passwort eingeben',
  passwordRepeatRequired: 'Bitte das Passwort wiederholen',
  passwordMismatch: 'Die beiden Passwörter stimmen nicht überein',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  wrongCredentials: 'Falsche E-Mail / Passwort Kombination',
  loginFailed: 'Das Einloggen ist leider fehlgeschlagen',
  loginSuccess: 'Erfolgreich eingeloggt',
  tooManyAttempts:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.',
  notLoggedIn: 'Bitte melden Sie sich an.',
  resetLinkInvalid: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  resetMailSent:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen geschickt.',
  passwordSet: 'Passwort erfolgreich gesetzt',
} as const;

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  // The document shows the input side of the pipe; say that it must be an address.
  .meta({ format: 'email' });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const meSchema = z.object({
  id: idSchema,
  email: z.string().meta({ format: 'email' }),
  name: z.string(),
  isSuperuser: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** Answer of login and of GET /api/auth/me. */
export const sessionInfoSchema = z.object({
  user: meSchema,
  projects: z.array(projectSummarySchema),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** A new password and its repetition (password reset, accepting an invitation). */
export const newPasswordFields = {
  password: z
    .string({ error: authMessages.passwordRequired })
    // abort: an empty field shows only "required", not also "too short".
    .min(1, { error: authMessages.passwordRequired, abort: true })
    .min(8, authMessages.passwordTooShort),
  passwordRepeat: z
    .string({ error: authMessages.passwordRepeatRequired })
    .min(1, authMessages.passwordRepeatRequired),
};

/**
 * Logout (optional body): the push addresses of this browser (the console's and the worker
 * app's service worker), whose subscriptions end with the session in every project, so the
 * next person at a shared computer gets none of the previous user's notifications.
 */
export const logoutBodySchema = z
  .object({
    pushEndpoints: z
      .array(pushUnsubscribeQuerySchema.shape.endpoint)
      .max(10, 'Höchstens 10 Push-Adressen')
      .default([]),
  })
  .optional();
export type LogoutBody = z.input<typeof logoutBodySchema>;

export const setPasswordBodySchema = z
  .object({ token: z.string().min(1), ...newPasswordFields })
  .refine((body) => body.password === body.passwordRepeat, {
    path: ['passwordRepeat'],
    message: authMessages.passwordMismatch,
  });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

import { z } from 'zod';

/**
 * One-line texts that reach a mail (names of people, project, role and form names, form field
 * names): refused, never silently changed, when they hold what would let someone else's text
 * pass for Kontor's in a mail (docs/security.md, Mails).
 */
export const oneLineMessages = {
  control: 'Bitte ohne Zeilenumbrüche oder Steuerzeichen eingeben',
  webAddress: 'Bitte keine Internetadresse eingeben',
  max: (n: number) => `Die Höchstlänge beträgt ${n}`,
} as const;

/**
 * Line breaks and other control characters, Unicode line and paragraph separators, zero-width
 * spaces, the byte-order mark and the bidi overrides and isolates (they can reorder what a
 * reader sees).
 */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/**
 * What a mail program turns into a link: any scheme with `//`, the usual schemes without
 * (mailto:, tel: …), `www.`, an IPv4 address, and a bare domain with a common top-level domain
 * (`boese.de`, `login.example.com/x`). A dot between letters alone is no address ('St.Pauli',
 * 'Co.KG', 'e.V.'): only the top-level domains below count, so names stay free.
 */
const WEB_ADDRESS = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|tel|sms|callto|javascript|data|file|ftp|news|xmpp|sip):/i,
  /\bwww\d{0,3}\./i,
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
  /\bxn--/i,
  new RegExp(
    String.raw`[\p{L}\p{N}-]\.(?:com|net|org|info|biz|de|at|ch|li|lu|eu|uk|fr|it|es|pt|nl|be|dk|se|no|fi|pl|cz|sk|hu|ro|bg|gr|tr|ru|ua|by|cn|jp|kr|in|br|us|ca|au|nz|io|co|me|tv|cc|ws|to|ly|gl|gg|sh|ai|app|dev|page|xyz|top|online|site|website|web|link|click|shop|store|club|live|life|email|cloud|host|space|tech|pro|name|mobi|one|icu|vip|win|bid|loan|work|digital|network|support|help|news|blog|berlin|bayern|koeln|hamburg|wien)(?![\p{L}\p{N}-])`,
    'iu',
  ),
];

/** Why a one-line text is refused (its German message), or undefined when it passes. */
export function oneLineTextProblem(value: string): string | undefined {
  if (CONTROL.test(value)) return oneLineMessages.control;
  if (WEB_ADDRESS.some((pattern) => pattern.test(value))) return oneLineMessages.webAddress;
  return undefined;
}

export interface OneLineTextOptions {
  max: number;
  maxMessage?: string;
  /** The message for a missing or empty value; without it '' is allowed. */
  required?: string;
  min?: { length: number; message: string };
}

/**
 * A one-line text as a request body field: ends trimmed, then required/min/max and the rule of
 * `oneLineTextProblem`. Only for input: answers keep `z.string()`, so stored values that predate
 * the rule still render.
 */
export function oneLineText(options: OneLineTextOptions) {
  const { required, min, max } = options;
  // One message per value, the first that applies; none of them aborts, so the refinements of
  // the enclosing object or list (unique names) still run beside it.
  return z
    .string(required ? { error: required } : undefined)
    .trim()
    .superRefine((value, ctx) => {
      const message =
        required && value === ''
          ? required
          : min && value.length < min.length
            ? min.message
            : value.length > max
              ? (options.maxMessage ?? oneLineMessages.max(max))
              : oneLineTextProblem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ ...(required && { minLength: min?.length ?? 1 }), maxLength: max });
}

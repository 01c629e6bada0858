/**
 * German texts of the mail throttle (docs/security.md, Mails): the server's 429 detail and the
 * web screens' "next one possible" hint, both from the same wait in seconds (Retry-After).
 */

/** 'in 45 Sekunden', 'in 1 Minute', 'in 12 Minuten'; beyond 90 minutes 'in 2 Stunden'. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} ${s === 1 ? 'Sekunde' : 'Sekunden'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes <= 90) return `in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}`;
}

export const mailThrottleTexts = {
  /** Too many mails to this address (from anyone). */
  recipient: (seconds: number) =>
    `An diese E-Mail-Adresse wurde gerade erst eine E-Mail gesendet. Die nächste ist ${waitText(seconds)} möglich.`,
  /** Too many mails caused by this user (or, anonymously, this network). */
  sender: (seconds: number) =>
    `Sie haben in kurzer Zeit zu viele E-Mails ausgelöst. Die nächste ist ${waitText(seconds)} möglich.`,
  /** The screens' hint beside the button, from Retry-After. */
  nextPossible: (seconds: number) => `Erneut möglich ${waitText(seconds)}`,
} as const;

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Waits (up to `timeoutMs`) for the newest mail to `to` in the sink's folder and parses it. */
export async function waitForMail(dir: string, to: string, after = 0, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir).sort().slice(after);
    for (const file of files.reverse()) {
      const raw = readFileSync(path.join(dir, file));
      const mail: ParsedMail = await simpleParser(raw);
      if (JSON.stringify(mail.to ?? '').includes(to)) return mail;
    }
    // The mail job runs after the request; poll the folder until it arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

/** How many mails arrived so far (pass as `after` to wait for a newer one). */
export function mailCount(dir: string) {
  return readdirSync(dir).length;
}

/** The first link in the mail's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string) {
  const link = mail.text?.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link ${prefix} in "${mail.subject}"`);
  return link;
}

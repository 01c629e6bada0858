import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { resetMail } from '../modules/auth/auth.messages.ts';
import { invitationMail } from '../modules/invitations/invitations.messages.ts';
import { openTestDatabase } from './test-database.ts';
import { composeMail, createMailer, mailField, mailText } from '../plugins/mail.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('without SMTP_URL logs that a mail was not sent and to whom, never its text or token', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'trace', stream: { write: (l) => lines.push(l) } } });
  const mailer = createMailer({ mailFrom: 'kontor@test.example' }, database.db, app.log);
  const token = 'geheimes-token-4711';
  const mails = [
    invitationMail({
      name: 'Erika Muster',
      email: 'erika@test.example',
      projectName: 'Gartenfreunde',
      link: `https://kontor.example/invitation/${token}`,
      initial: true,
      days: 7,
    }),
    resetMail('Erika Muster', `https://kontor.example/reset-password?token=${token}`),
    composeMail(mailText`Neue Einsendung (Nr. 1)`, [mailField('nachricht', 'Meine Kontonummer')]),
  ];
  for (const mail of mails) await mailer.send({ to: 'erika@test.example', ...mail });
  await app.close();

  expect(lines).toHaveLength(mails.length);
  for (const line of lines) {
    expect(JSON.parse(line)).toMatchObject({
      level: 30,
      to: 'erika@test.example',
      reason: 'kein SMTP_URL',
      msg: 'E-Mail nicht versendet (kein SMTP_URL), im Postausgang abgelegt',
    });
    for (const secret of [
      token,
      'invitation/',
      'reset-password',
      'Erika Muster',
      'Gartenfreunde',
      'Kontonummer',
      'Einsendung',
    ]) {
      expect(line).not.toContain(secret);
    }
  }
});

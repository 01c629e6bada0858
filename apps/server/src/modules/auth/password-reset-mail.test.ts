import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let inbox: SmtpInbox;
const PUBLIC = 'https://kontor.example';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: PUBLIC } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

it('the reset link in the received mail sets a new password that logs in', async () => {
  const user = await t.createUser();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email: user.email },
  });
  expect(res.statusCode).toBe(202);
  await t.drainJobs();
  expect(inbox.mails.at(-1)!.subject).toBe('Kontor: Passwort zurücksetzen');
  const link = new URL(inbox.linkTo(user.email, `${PUBLIC}/reset-password?`));
  const token = link.searchParams.get('token')!;
  const password = 'ganz-neu-456';
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password, passwordRepeat: password },
  });
  expect(confirm.statusCode).toBe(204);
  await expect(t.login(user)).rejects.toThrow(/401/);
  expect(await t.login({ email: user.email, password })).toMatch(/^kontor_session=/);
  // The link works once.
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password: 'noch-einmal-7', passwordRepeat: 'noch-einmal-7' },
  });
  expect(again.statusCode).toBe(400);
});

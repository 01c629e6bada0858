import { describe, expect, it } from 'vitest';
import { authMessages } from './auth.ts';
import {
  acceptInvitationBodySchema,
  createInvitationBodySchema,
  invitationMessages,
} from './invitations.ts';
import { oneLineMessages } from './one-line-text.ts';

const id = (n: number) => `M${String(n).padStart(9, '0')}`;
const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('invitation bodies', () => {
  it.each([
    [{ name: 'A', roleId: id(1) }, 'email', authMessages.emailRequired],
    [{ name: 'A', email: 'kein-at', roleId: id(1) }, 'email', authMessages.emailInvalid],
    [{ name: ' ', email: 'a@b.de', roleId: id(1) }, 'name', invitationMessages.nameRequired],
    [{ name: 'A', email: 'a@b.de' }, 'roleId', invitationMessages.roleRequired],
  ])('refuses %j with the message at %s', (body, field, message) => {
    expect(firstMessage(createInvitationBodySchema.safeParse(body), field)).toBe(message);
  });

  it('trims the name and refuses line breaks and web addresses in it', () => {
    const body = { name: ' Erika Muster ', email: 'a@b.de', roleId: id(1) };
    expect(createInvitationBodySchema.parse(body).name).toBe('Erika Muster');
    const attack = 'Max,\n\nIhr Konto wird gesperrt. Bitte sofort hier anmelden: https://x.example';
    expect(
      firstMessage(createInvitationBodySchema.safeParse({ ...body, name: attack }), 'name'),
    ).toBe(oneLineMessages.control);
    expect(
      firstMessage(createInvitationBodySchema.safeParse({ ...body, name: 'Max www.x.de' }), 'name'),
    ).toBe(oneLineMessages.webAddress);
  });

  it('accepting needs the password twice, at least 8 characters', () => {
    const short = acceptInvitationBodySchema.safeParse({
      password: 'kurz',
      passwordRepeat: 'kurz',
    });
    expect(firstMessage(short, 'password')).toBe(authMessages.passwordTooShort);
    const mismatch = acceptInvitationBodySchema.safeParse({
      password: 'geheim-123',
      passwordRepeat: 'geheim-124',
    });
    expect(firstMessage(mismatch, 'passwordRepeat')).toBe(authMessages.passwordMismatch);
    expect(
      acceptInvitationBodySchema.safeParse({ password: 'geheim-123', passwordRepeat: 'geheim-123' })
        .success,
    ).toBe(true);
  });
});

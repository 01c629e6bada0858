import { describe, expect, it } from 'vitest';
import { authMessages } from './auth.ts';
import {
  acceptInvitationBodySchema,
  createInvitationBodySchema,
  invitationMessages,
} from './invitations.ts';

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

  it('keeps the name on one line', () => {
    const body = { name: 'Erika\r\nMuster ', email: 'a@b.de', roleId: id(1) };
    expect(createInvitationBodySchema.parse(body).name).toBe('Erika Muster');
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

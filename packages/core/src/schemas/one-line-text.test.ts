import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formCreateSchema, formFieldSchema } from './forms.ts';
import { createInvitationBodySchema } from './invitations.ts';
import { createStaffBodySchema, updateMemberBodySchema } from './members.ts';
import { oneLineMessages, oneLineText, oneLineTextProblem } from './one-line-text.ts';
import { projectSettingsSchema } from './project-settings.ts';
import { createProjectBodySchema } from './projects.ts';
import { createRoleBodySchema } from './roles.ts';

const { control, webAddress } = oneLineMessages;

describe('oneLineTextProblem', () => {
  it.each([
    ['Max Mustermann', undefined],
    ['Erika Müller-Lüdenscheidt', undefined],
    ['Dr. med. Anna Weiß', undefined],
    ['St.Pauli Hausmeister', undefined],
    ['Müller GmbH & Co.KG', undefined],
    ['Sportverein e.V.', undefined],
    ['Dipl.-Ing. Jörg Öztürk', undefined],
    ['O’Brien, Seán', undefined],
    ['Garten 2025', undefined],
    ['José 😀 Núñez', undefined],
    ['Max,\n\nIhr Konto wird gesperrt', control],
    ['Max\r\nBcc: x@y.de', control],
    ['Tab\there', control],
    ['Null\u0000Byte', control],
    ['NEL\u0085line', control],
    ['Zeilen\u2028trenner', control],
    ['Absatz\u2029trenner', control],
    ['Rechts\u202Enach links', control],
    ['Isolat\u2066x\u2069', control],
    ['Null\u200Bbreite', control],
    ['BOM\uFEFF', control],
    ['Bitte hier anmelden: https://boese.example', webAddress],
    ['http://10.0.0.1/login', webAddress],
    ['HTTPS://BOESE.EXAMPLE', webAddress],
    ['ftp://server/x', webAddress],
    ['hxxp://x', webAddress],
    ['mailto:chef@firma.de', webAddress],
    ['javascript:alert(1)', webAddress],
    ['Besuchen Sie www.boese.example', webAddress],
    ['WWW2.boese', webAddress],
    ['Max boese.de', webAddress],
    ['login.kontor-sicher.com/anmelden', webAddress],
    ['Konto-Hilfe.Online', webAddress],
    ['max@boese.net', webAddress],
    ['Server 192.168.0.1', webAddress],
    ['xn--mnchen-3ya', webAddress],
  ])('%j → %j', (value, expected) => {
    expect(oneLineTextProblem(value)).toBe(expected);
  });
});

describe('oneLineText', () => {
  const schema = oneLineText({
    max: 20,
    required: 'Pflichtfeld',
    min: { length: 3, message: 'Die Mindestlänge beträgt 3' },
  });
  const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it.each([
    [null, 'Pflichtfeld'],
    [42, 'Pflichtfeld'],
    [['Max'], 'Pflichtfeld'],
    ['', 'Pflichtfeld'],
    ['   ', 'Pflichtfeld'],
    ['Ab', 'Die Mindestlänge beträgt 3'],
    ['x'.repeat(21), 'Die Höchstlänge beträgt 20'],
    ['x'.repeat(100_000), 'Die Höchstlänge beträgt 20'],
    ['Max\nMuster', control],
    ['www.boese.de', webAddress],
  ])('refuses %j with %j', (value, expected) => {
    expect(message(value)).toBe(expected);
  });

  it('trims the ends (a trailing line break is no line break inside)', () => {
    expect(schema.parse('  Max Muster\n')).toBe('Max Muster');
  });

  it('allows an empty value when not required', () => {
    expect(oneLineText({ max: 5 }).parse('')).toBe('');
  });
});

describe('every one-line text that reaches a mail follows the rule', () => {
  const id = 'R000000001';
  const cases: [string, (value: string) => { success: boolean; error?: z.ZodError }][] = [
    [
      'invitation name',
      (name) => createInvitationBodySchema.safeParse({ name, email: 'a@b.de', roleId: id }),
    ],
    [
      'staff first name',
      (firstName) =>
        createStaffBodySchema.safeParse({
          firstName,
          familyName: 'Muster',
          email: 'a@b.de',
          roleId: id,
          withPassword: false,
        }),
    ],
    [
      'staff family name',
      (familyName) =>
        createStaffBodySchema.safeParse({
          firstName: 'Erika',
          familyName,
          email: 'a@b.de',
          roleId: id,
          withPassword: false,
        }),
    ],
    ['account name', (name) => updateMemberBodySchema.safeParse({ name })],
    ['project name', (name) => createProjectBodySchema.safeParse({ name })],
    ['project settings name', (name) => projectSettingsSchema.safeParse({ name })],
    ['role name', (name) => createRoleBodySchema.safeParse({ name })],
    ['form name', (name) => formCreateSchema.safeParse({ name })],
    ['form field name', (name) => formFieldSchema.safeParse({ id: 'f1', name, type: 'text' })],
  ];
  const messages = (result: { error?: z.ZodError }) =>
    (result.error?.issues ?? []).map((issue) => issue.message);

  it.each(cases)('%s', (_label, parse) => {
    expect(parse('Erika Muster').success).toBe(true);
    expect(messages(parse('Erika\nMuster'))).toContain(oneLineMessages.control);
    expect(messages(parse('Erika https://x.example'))).toContain(oneLineMessages.webAddress);
    expect(messages(parse('Erika boese.de'))).toContain(oneLineMessages.webAddress);
    expect(parse('x'.repeat(201)).success).toBe(false);
  });
});

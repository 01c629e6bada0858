import { describe, expect, it } from 'vitest';
import {
  formCreateSchema,
  formFieldSchema,
  formFieldsSchema,
  formSettingsSchema,
  testMailSchema,
} from './forms.ts';
import { oneLineMessages } from './one-line-text.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const option = (n: number) => ({ id: `o${n}`, label: `Option ${n}`, value: `v${n}` });

describe('field editor (spec 001 §5)', () => {
  const text = { id: 'f1', name: 'vorname', type: 'text' };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a named text field', text, []],
    ['no name', { ...text, name: '' }, ['name: Name ist ein Pflichtfeld']],
    ['a name of spaces only', { ...text, name: '   ' }, ['name: Name ist ein Pflichtfeld']],
    ['no type', { id: 'f1', name: 'vorname' }, ['type: Typ ist ein Pflichtfeld']],
    ['an unknown type', { ...text, type: 'radio' }, ['type: Typ ist ein Pflichtfeld']],
    [
      'a select without options',
      { ...text, type: 'select' },
      ['options: Optionen sind ein Pflichtfeld'],
    ],
    [
      'a select with one option',
      { ...text, type: 'select', options: [option(1)] },
      ['options: Mindestens 2 Optionen sind erforderlich'],
    ],
    ['a select with two options', { ...text, type: 'select', options: [option(1), option(2)] }, []],
    [
      'a checkbox without description',
      { ...text, type: 'checkbox', description: '  ' },
      ['description: Beschreibung ist ein Pflichtfeld'],
    ],
    [
      'a checkbox with description',
      { ...text, type: 'checkbox', description: 'Ich stimme zu' },
      [],
    ],
  ])('%s', (_name, field, expected) => {
    expect(messagesOf(formFieldSchema.safeParse(field))).toEqual(expected);
  });

  it("refuses a second field of the same name, whatever its case: 'Name existiert bereits'", () => {
    const fields = [
      { id: 'f1', name: 'email', type: 'email' },
      { id: 'f2', name: 'E-Mail', type: 'email' },
      { id: 'f3', name: 'EMAIL', type: 'text' },
    ];
    expect(messagesOf(formFieldsSchema.safeParse(fields))).toEqual([
      '2.name: Name existiert bereits',
    ]);
  });
});

describe("'Neues Formular' (name 5-36, spec 001 §5)", () => {
  it.each<[string, unknown, string[]]>([
    ['five characters', 'Kurse', []],
    ['36 characters', 'x'.repeat(36), []],
    ['empty', '', ['name: Pflichtfeld']],
    ['four characters', 'Kurs', ['name: Die Mindestlänge beträgt 5']],
    ['37 characters', 'x'.repeat(37), ['name: Die Höchstlänge beträgt 36']],
    ['a huge string', 'x'.repeat(100_000), ['name: Die Höchstlänge beträgt 36']],
  ])('%s', (_name, name, expected) => {
    expect(messagesOf(formCreateSchema.safeParse({ name }))).toEqual(expected);
  });

  it('trims a name and refuses one with a line break or a web address (it heads form mails)', () => {
    expect(formCreateSchema.parse({ name: '  Kontaktformular ' }).name).toBe('Kontaktformular');
    expect(messagesOf(formCreateSchema.safeParse({ name: 'Kontakt\nformular' }))).toEqual([
      `name: ${oneLineMessages.control}`,
    ]);
    expect(messagesOf(formCreateSchema.safeParse({ name: 'Anmeldung boese.de' }))).toEqual([
      `name: ${oneLineMessages.webAddress}`,
    ]);
  });
});

describe('settings', () => {
  const recipient = (n: number) => ({ id: `r${n}`, email: `r${n}@verein.example` });

  it('takes at most 5 recipients', () => {
    const five = Array.from({ length: 5 }, (_, i) => recipient(i));
    expect(formSettingsSchema.safeParse({ recipients: five }).success).toBe(true);
    expect(
      messagesOf(formSettingsSchema.safeParse({ recipients: [...five, recipient(6)] })),
    ).toEqual(['recipients: Höchstens 5 Empfänger']);
  });

  it('checks the addresses of recipients and sender', () => {
    expect(
      messagesOf(
        formSettingsSchema.safeParse({
          recipients: [{ id: 'r1', email: 'kein-at' }],
          senderEmail: 'auch-nicht',
        }),
      ),
    ).toEqual([
      'recipients.0.email: Bitte geben Sie eine gültige E-Mail-Adresse ein',
      'senderEmail: Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ]);
  });

  it('keeps submissions for one of the offered periods only', () => {
    expect(formSettingsSchema.parse({}).retentionDays).toBe(180);
    expect(formSettingsSchema.safeParse({ retentionDays: 7 }).success).toBe(false);
  });
});

describe("'Test E-Mail senden'", () => {
  it.each<[string, string[]]>([
    ['', ['email: Bitte geben Sie eine E-Mail-Adresse ein']],
    ['test', ['email: Bitte geben Sie eine gültige E-Mail-Adresse ein']],
    [' info@verein.example ', []],
  ])('%j', (email, expected) => {
    expect(messagesOf(testMailSchema.safeParse({ email }))).toEqual(expected);
  });
});

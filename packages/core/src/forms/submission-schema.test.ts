import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formFieldSchema, formMessages, type FormField } from '../schemas/forms.ts';
import {
  submissionColumns,
  submissionSchemaOf,
  submitterEmailOf,
  SUBMISSION_LINE_MAX,
  SUBMISSION_TEXT_MAX,
} from './submission-schema.ts';
import { displayAnswer } from './submission-values.ts';

const field = (input: Omit<z.input<typeof formFieldSchema>, 'id'>): FormField =>
  formFieldSchema.parse({ id: input.name, ...input });

const FIELDS: FormField[] = [
  field({ name: 'name', type: 'text', required: true }),
  field({ name: 'email', type: 'email', required: true }),
  field({ name: 'nachricht', type: 'textarea' }),
  field({
    name: 'kurs',
    type: 'select',
    options: [
      { id: 'a', label: 'Yoga', value: 'yoga' },
      { id: 'b', label: 'Tanz', value: 'tanz' },
    ],
  }),
  field({ name: 'agb', type: 'checkbox', required: true, description: 'AGB gelesen' }),
  field({ name: 'newsletter', type: 'checkbox', description: 'Newsletter' }),
  field({ name: 'lebenslauf', type: 'file' }),
];

const valid = { name: 'Erika', email: 'Erika@Example.de', agb: true };

describe('submissionSchemaOf', () => {
  const schema = submissionSchemaOf(FIELDS, { consent: false });
  const cases: [string, unknown, Record<string, string> | Record<string, string[]>][] = [
    [
      'a minimal valid submission: empty optional values left out, checkboxes ja/nein',
      valid,
      { name: 'Erika', email: 'Erika@Example.de', agb: 'ja', newsletter: 'nein' },
    ],
    [
      'HTML form values: checkbox "on", select value, trimmed text, file name',
      {
        ...valid,
        name: '  Erika  ',
        agb: 'on',
        newsletter: 'on',
        kurs: 'tanz',
        lebenslauf: 'cv.pdf',
      },
      {
        name: 'Erika',
        email: 'Erika@Example.de',
        kurs: 'tanz',
        agb: 'ja',
        newsletter: 'ja',
        lebenslauf: 'cv.pdf',
      },
    ],
    [
      'unknown keys are dropped',
      { ...valid, admin: 'true' },
      { name: 'Erika', email: 'Erika@Example.de', agb: 'ja', newsletter: 'nein' },
    ],
    ['a required field missing', { email: 'a@b.de', agb: true }, { name: [formMessages.required] }],
    ['a required field blank', { ...valid, name: '   ' }, { name: [formMessages.required] }],
    [
      'an e-mail in the wrong format',
      { ...valid, email: 'erika@' },
      { email: [formMessages.emailInvalid] },
    ],
    [
      'a value not among the options',
      { ...valid, kurs: 'Yoga' },
      { kurs: [formMessages.optionInvalid] },
    ],
    ['a required checkbox not ticked', { ...valid, agb: false }, { agb: [formMessages.required] }],
    [
      'a checkbox with a strange value',
      { ...valid, newsletter: 'vielleicht' },
      { newsletter: [formMessages.submissionInvalid] },
    ],
    [
      'a line too long',
      { ...valid, name: 'x'.repeat(SUBMISSION_LINE_MAX + 1) },
      { name: [formMessages.nameMax(SUBMISSION_LINE_MAX)] },
    ],
    [
      'a text area too long',
      { ...valid, nachricht: 'x'.repeat(SUBMISSION_TEXT_MAX + 1) },
      { nachricht: [formMessages.nameMax(SUBMISSION_TEXT_MAX)] },
    ],
    [
      'an object instead of text',
      { ...valid, name: { $ne: '' } },
      { name: [formMessages.submissionInvalid] },
    ],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    const result = schema.safeParse(input);
    if (result.success) {
      expect(result.data).toEqual(expected);
      return;
    }
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      (errors[key] ??= []).push(issue.message);
    }
    expect(errors).toEqual(expected);
  });

  it('a text area takes more than a line', () => {
    const long = 'x'.repeat(SUBMISSION_LINE_MAX + 1);
    expect(schema.parse({ ...valid, nachricht: long }).nachricht).toBe(long);
  });

  it.each([null, [], 'x', 12])('refuses a body of the wrong shape: %j', (input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(formMessages.submissionInvalid);
  });

  it('asks for consent when the form states a consent text', () => {
    const withConsent = submissionSchemaOf(FIELDS, { consent: true });
    for (const consent of [undefined, false, 'off']) {
      const result = withConsent.safeParse({ ...valid, consent });
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['consent', formMessages.consentRequired],
      ]);
    }
    // A body without the key at all is refused too (it passed before: zod skips missing optional keys).
    expect(withConsent.safeParse(valid).error?.issues).toEqual([
      expect.objectContaining({ path: ['consent'], message: formMessages.consentRequired }),
    ]);
    expect(withConsent.safeParse({ ...valid, consent: 'true' }).success).toBe(true);
    expect(withConsent.parse({ ...valid, consent: true })).not.toHaveProperty('consent');
  });
});

describe('submitterEmailOf', () => {
  it('is the first filled e-mail field, lower-cased', () => {
    const fields = [
      field({ name: 'privat', type: 'email' }),
      field({ name: 'dienst', type: 'email' }),
    ];
    expect(submitterEmailOf(fields, { dienst: 'A@B.de' })).toBe('a@b.de');
    expect(submitterEmailOf(fields, { privat: 'x@y.de', dienst: 'a@b.de' })).toBe('x@y.de');
    expect(submitterEmailOf(fields, {})).toBeNull();
    expect(
      submitterEmailOf([field({ name: 'name', type: 'text' })], { name: 'a@b.de' }),
    ).toBeNull();
  });
});

describe('submissionColumns', () => {
  it('every current field in field order, headed by its label (its name without one)', () => {
    const fields = [
      field({ name: 'name', label: 'Ihr Name', type: 'text' }),
      field({ name: 'geburtstag', label: ' ', type: 'date' }),
      field({ name: 'alter', label: 'Alter', type: 'number' }),
    ];
    expect(submissionColumns(fields)).toEqual([
      { name: 'name', label: 'Ihr Name', type: 'text' },
      { name: 'geburtstag', label: 'geburtstag', type: 'date' },
      { name: 'alter', label: 'Alter', type: 'number' },
    ]);
    expect(submissionColumns([])).toEqual([]);
  });
});

describe('typed fields (date, number, phone)', () => {
  const schema = submissionSchemaOf(
    [
      field({ name: 'tag', type: 'date' }),
      field({ name: 'anzahl', type: 'number' }),
      field({ name: 'telefon', type: 'phone' }),
    ],
    { consent: false },
  );
  const ok: [string, Record<string, unknown>, Record<string, string>][] = [
    ['ISO date from a date input', { tag: '2026-12-24' }, { tag: '2026-12-24' }],
    ['German date, stored ISO', { tag: '1.2.2027' }, { tag: '2027-02-01' }],
    ['leap day', { tag: '29.02.2028' }, { tag: '2028-02-29' }],
    ['decimal comma, stored with a point', { anzahl: '2,5' }, { anzahl: '2.5' }],
    ['a JSON number', { anzahl: 12 }, { anzahl: '12' }],
    ['signed', { anzahl: '-3' }, { anzahl: '-3' }],
    [
      'phone as people write it',
      { telefon: '+49 (0)30  123 45-67' },
      { telefon: '+49 (0)30 123 45-67' },
    ],
    ['phone with a slash', { telefon: '030/12345' }, { telefon: '030/12345' }],
    ['empty optional values are left out', { tag: '', anzahl: '', telefon: '' }, {}],
  ];
  it.each(ok)('%s', (_name, input, data) => {
    expect(schema.parse(input)).toEqual(data);
  });
  const refused: [string, Record<string, unknown>, string, string][] = [
    ['31 February', { tag: '31.02.2027' }, 'tag', formMessages.dateInvalid],
    ['month 13', { tag: '2027-13-01' }, 'tag', formMessages.dateInvalid],
    ['a word for a date', { tag: 'morgen' }, 'tag', formMessages.dateInvalid],
    ['letters in a number', { anzahl: '12a' }, 'anzahl', formMessages.numberInvalid],
    ['thousands separators', { anzahl: '1.000,5' }, 'anzahl', formMessages.numberInvalid],
    ['Infinity', { anzahl: 'Infinity' }, 'anzahl', formMessages.numberInvalid],
    ['letters in a phone number', { telefon: '030-HALLO' }, 'telefon', formMessages.phoneInvalid],
    ['too few digits', { telefon: '12' }, 'telefon', formMessages.phoneInvalid],
    ['an array', { telefon: ['030'] }, 'telefon', formMessages.submissionInvalid],
  ];
  it.each(refused)('refuses %s', (_name, input, key, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === key)?.message).toBe(message);
  });
});

describe('displayAnswer', () => {
  it.each([
    ['date', '2026-12-24', '24.12.2026'],
    ['number', '2.5', '2,5'],
    ['number', '-3', '-3'],
    ['phone', '030/12345', '030/12345'],
    ['text', '2026-12-24', '2026-12-24'],
    [undefined, '2.5', '2.5'],
  ] as const)('%s %s → %s', (type, value, shown) => {
    expect(displayAnswer(type, value)).toBe(shown);
  });
});

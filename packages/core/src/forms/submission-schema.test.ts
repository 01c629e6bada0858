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
  it('field order first, then keys of deleted fields in order of appearance', () => {
    const rows: { data: Record<string, string> }[] = [
      { data: { alt: '1', email: 'a@b.de' } },
      { data: { name: 'Erika', zweit: '2', alt: '3' } },
    ];
    expect(submissionColumns(['name', 'email', 'kurs'], rows)).toEqual([
      'name',
      'email',
      'alt',
      'zweit',
    ]);
    expect(submissionColumns(['name'], [])).toEqual([]);
  });
});

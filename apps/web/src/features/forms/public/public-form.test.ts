import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { formFieldSchema, formMessages, type FormField } from '@kontor/core/schemas/forms';
import { checkPublicForm, valuesOf } from './public-form-check.ts';
import { iframeSnippet, publicFormUrl, scriptSnippet } from './embed-snippets.ts';
import { PublicFormView } from './public-form-view.tsx';
import { leadingZeroBits } from './solve-challenge.ts';

const html = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MantineProvider, null, element));

const field = (input: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField =>
  formFieldSchema.parse({ id: `id-${input.name}`, ...input });

const FIELDS = [
  field({ name: 'name', label: 'Ihr Name', type: 'text', required: true }),
  field({ name: 'email', label: 'E-Mail', type: 'email' }),
  field({ name: 'tag', label: 'Wunschtermin', type: 'date' }),
  field({ name: 'telefon', label: 'Telefon', type: 'phone' }),
  field({ name: 'anzahl', label: 'Personen', type: 'number' }),
  field({ name: 'lebenslauf', label: 'Lebenslauf', type: 'file' }),
  field({
    name: 'kurs',
    label: 'Kurs',
    type: 'select',
    options: [
      { id: 'a', label: 'Yoga', value: 'yoga', text: '' },
      { id: 'b', label: 'Tanz', value: 'tanz', text: '' },
    ],
  }),
];

const data = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  return form;
};

describe('the public form view', () => {
  const markup = html(
    createElement(PublicFormView, {
      form: { name: 'Anmeldung', fields: FIELDS, consentText: 'Wir speichern Ihre Angaben.' },
      errors: { tag: formMessages.dateInvalid },
      idPrefix: 'test',
      onSubmit: () => {},
    }),
  );

  it('renders each field type with the input the phone and the API expect', () => {
    expect(markup).toContain('<h1');
    expect(markup).toMatch(/type="date"[^>]*name="tag"|name="tag"[^>]*type="date"/);
    expect(markup).toMatch(/type="tel"/);
    expect(markup).toMatch(/inputmode="decimal"/i);
    expect(markup).toMatch(/<select[^>]*name="kurs"/);
    expect(markup).toContain(formMessages.dateInvalid);
    // Files last: FormData sends in this order, so a refused text is answered before the upload.
    expect(markup.indexOf('name="lebenslauf"')).toBeGreaterThan(markup.indexOf('name="kurs"'));
  });

  it('shows the privacy notice with its consent box and hides the honeypot from people', () => {
    expect(markup).toContain('Wir speichern Ihre Angaben.');
    expect(markup).toMatch(/name="consent"/);
    const honeypot = /<div[^>]*aria-hidden="true"><label[^>]*>[^<]*<\/label><input([^>]*)>/.exec(
      markup,
    );
    expect(honeypot?.[1]).toContain('name="website_url"');
    expect(honeypot?.[1]).toContain('tabindex="-1"');
    expect(markup).toContain('Absenden');
  });
});

describe('checkPublicForm', () => {
  it('uses the server rules and messages before anything is sent', () => {
    const errors = checkPublicForm(
      FIELDS,
      'Einwilligung',
      data({ tag: '31.02.2027', anzahl: 'viele', telefon: 'abc', kurs: 'golf' }),
    );
    expect(errors).toEqual({
      name: formMessages.required,
      tag: formMessages.dateInvalid,
      anzahl: formMessages.numberInvalid,
      telefon: formMessages.phoneInvalid,
      kurs: formMessages.optionInvalid,
      consent: formMessages.consentRequired,
    });
    expect(
      checkPublicForm(FIELDS, '', data({ name: 'Erika', tag: '2027-02-01', anzahl: '2,5' })),
    ).toEqual({});
  });

  it('takes a chosen file by its name, an empty file input as nothing', () => {
    const form = data({ name: 'Erika' });
    form.set('lebenslauf', new File([], ''));
    expect(valuesOf(FIELDS, form)).toEqual({ name: 'Erika' });
    form.set('lebenslauf', new File(['x'], 'cv.pdf'));
    expect(valuesOf(FIELDS, form)).toEqual({ name: 'Erika', lebenslauf: 'cv.pdf' });
  });
});

describe('embed snippets', () => {
  const url = publicFormUrl('https://kontor.example/', 'P1', 'F1');
  it('names the public page', () => {
    expect(url).toBe('https://kontor.example/formular/P1/F1');
  });
  it('escapes the form name in the iframe', () => {
    expect(iframeSnippet(url, 'Anmeldung "Sommer" <2027>')).toBe(
      '<iframe src="https://kontor.example/formular/P1/F1" title="Anmeldung &quot;Sommer&quot; &lt;2027&gt;" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>',
    );
  });
  it('the script follows only the height messages of its own frame and origin', () => {
    const code = scriptSnippet(url, 'Anmeldung', 'F1');
    expect(code).toContain('id="kontor-form-F1"');
    expect(code).toContain("e.origin !== 'https://kontor.example'");
    expect(code).toContain('e.source === f.contentWindow');
  });
});

describe('leadingZeroBits', () => {
  it.each([
    [[0, 0, 0xff], 16],
    [[0x0f, 0], 4],
    [[0x80], 0],
    [[0, 0x01], 15],
  ])('%o → %i', (bytes, bits) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits);
  });
});

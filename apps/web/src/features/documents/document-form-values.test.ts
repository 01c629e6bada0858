import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@kontor/core/schemas/images';
import { documentFormErrors, documentTypeLabel } from './document-form-values.ts';
import { messages } from './messages.ts';

const pdf = { name: 'Hausordnung.PDF', size: 1000 };

describe('documentFormErrors', () => {
  it('accepts a name and a pdf, doc or docx file', () => {
    expect(documentFormErrors('Hausordnung', pdf)).toEqual({});
    expect(documentFormErrors('Vertrag', { name: 'v.docx', size: 1 })).toEqual({});
    expect(documentFormErrors('Alt', { name: 'v.doc', size: 1 })).toEqual({});
  });

  it('asks for both fields', () => {
    expect(documentFormErrors('  ', null)).toEqual({
      name: messages.nameRequired,
      file: messages.fileMissing,
    });
  });

  it('refuses other types and files above 20 MB', () => {
    expect(documentFormErrors('Bild', { name: 'foto.png', size: 1 }).file).toBe(
      messages.unsupported,
    );
    expect(documentFormErrors('Groß', { name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 }).file).toBe(
      messages.tooLarge,
    );
  });

  it('limits the name to 200 characters', () => {
    expect(documentFormErrors('x'.repeat(201), pdf).name).toBe(messages.nameTooLong);
  });
});

describe('documentTypeLabel', () => {
  it('names pdf and word files and falls back to the extension', () => {
    expect(documentTypeLabel('application/pdf', 'a.pdf')).toBe('PDF');
    expect(documentTypeLabel('application/msword', 'a.doc')).toBe('Word');
    expect(documentTypeLabel('text/plain', 'notiz.txt')).toBe('TXT');
  });
});

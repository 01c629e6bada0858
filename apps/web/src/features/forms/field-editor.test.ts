import { describe, expect, it } from 'vitest';
import type { FormField } from '@kontor/core/schemas/forms';
import {
  canAddRecipient,
  fieldIssues,
  newFieldDraft,
  newOption,
  withField,
  withoutField,
} from './field-editor.ts';

const field = (id: string, name: string): FormField => ({
  ...newFieldDraft(),
  id,
  name,
  type: 'text',
});
const others = [field('f1', 'vorname'), field('f2', 'email')];

describe('fieldIssues (spec 001 §5)', () => {
  it('names a new field without name and type', () => {
    expect(fieldIssues(newFieldDraft(), others)).toEqual({
      name: 'Name ist ein Pflichtfeld',
      type: 'Typ ist ein Pflichtfeld',
    });
  });

  it("compares the name with the other fields only: 'Name existiert bereits'", () => {
    expect(fieldIssues({ ...field('f3', 'Email') }, others)).toEqual({
      name: 'Name existiert bereits',
    });
    // Editing a field keeps its own name.
    expect(fieldIssues(others[1]!, [others[0]!])).toEqual({});
  });

  it('asks for two options of a select and a description of a checkbox', () => {
    const select = { ...field('f3', 'kurs'), type: 'select' as const };
    expect(fieldIssues(select, others)).toEqual({ options: 'Optionen sind ein Pflichtfeld' });
    expect(fieldIssues({ ...select, options: [newOption()] }, others)).toEqual({
      options: 'Mindestens 2 Optionen sind erforderlich',
    });
    const checkbox = { ...field('f4', 'agb'), type: 'checkbox' as const };
    expect(fieldIssues(checkbox, others)).toEqual({
      description: 'Beschreibung ist ein Pflichtfeld',
    });
    expect(fieldIssues({ ...checkbox, description: 'Ich stimme zu' }, others)).toEqual({});
  });
});

describe('the list of fields', () => {
  it('replaces a field by id, appends a new one and removes one', () => {
    const renamed = { ...others[0]!, name: 'rufname' };
    expect(withField(others, renamed).map((f) => f.name)).toEqual(['rufname', 'email']);
    expect(withField(others, field('f3', 'kurs')).map((f) => f.id)).toEqual(['f1', 'f2', 'f3']);
    expect(withoutField(others, 'f1').map((f) => f.id)).toEqual(['f2']);
  });
});

describe('canAddRecipient', () => {
  const recipients = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: '', email: `r${i}@a.example` }));
  it.each([
    [false, 0, false],
    [true, 0, true],
    [true, 4, true],
    [true, 5, false],
  ])('notification %s with %i recipients: %s', (notification, count, expected) => {
    expect(canAddRecipient({ notification, recipients: recipients(count) })).toBe(expected);
  });
});

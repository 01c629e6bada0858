import { newId } from '@kontor/core/ids';
import {
  FORM_RECIPIENTS_MAX,
  formFieldsSchema,
  type FormField,
  type FormFieldType,
  type FormSettings,
} from '@kontor/core/schemas/forms';

/** Spec 001 §9 debounces: the field editor and option edits save after 1 s, the form after 2 s. */
export const FIELD_EDITOR_SAVE_MS = 1000;
export const FORM_AUTOSAVE_MS = 2000;
/** A failed auto-save is tried once more by itself after this long. */
export const AUTOSAVE_RETRY_MS = 5000;

/** A field as the field dialog edits it: a new field has no type yet. */
export type FieldDraft = Omit<FormField, 'type'> & { type: FormFieldType | '' };

export function newFieldDraft(): FieldDraft {
  return {
    id: newId(),
    name: '',
    label: '',
    type: '',
    required: false,
    options: [],
    info: '',
    description: '',
    placeholder: '',
  };
}

export function newOption(): FormField['options'][number] {
  return { id: newId(), label: '', value: '', text: '' };
}

/**
 * The field editor's messages by path ('name', 'options', …), spec 001 §5: the core rules of
 * the whole list, so 'Name existiert bereits' compares with the form's other fields.
 */
export function fieldIssues(draft: FieldDraft, others: FormField[]): Record<string, string> {
  const result = formFieldsSchema.safeParse([...others, draft]);
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const [index, ...path] = issue.path;
    const key = path.join('.');
    if (index === others.length && !(key in issues)) issues[key] = issue.message;
  }
  return issues;
}

// Letters that Unicode does not decompose into a base letter and an accent.
const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};
const NAME_MAX = 60;

/**
 * The technical name the field dialog proposes for a label: lower case, German umlauts written
 * out (ä → ae, ß → ss), other accents dropped, spaces and other characters as '_', and unique
 * among `taken` (compared without case, like the server) by a number: 'email', 'email_2'.
 */
export function nameFromLabel(label: string, taken: readonly string[]): string {
  const base = label
    .toLowerCase()
    .replace(/[äöüßæœøłđı]/g, (c) => TRANSLITERATION[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, NAME_MAX)
    .replace(/_+$/, '');
  if (base === '') return '';
  const used = new Set(taken.map((name) => name.toLowerCase()));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The list with the field replaced (same id) or appended. */
export function withField(fields: FormField[], field: FormField): FormField[] {
  return fields.some((f) => f.id === field.id)
    ? fields.map((f) => (f.id === field.id ? field : f))
    : [...fields, field];
}

export const withoutField = (fields: FormField[], id: string) => fields.filter((f) => f.id !== id);

/** Spec 001 §5: a new recipient needs notifications on and fewer than 5 recipients. */
export const canAddRecipient = (settings: Pick<FormSettings, 'notification' | 'recipients'>) =>
  settings.notification && settings.recipients.length < FORM_RECIPIENTS_MAX;

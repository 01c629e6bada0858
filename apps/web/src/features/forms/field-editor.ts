import { newId } from '@kontor/core/ids';
import {
  FORM_RECIPIENTS_MAX,
  formFieldsSchema,
  type FormField,
  type FormFieldType,
  type FormSettings,
} from '@kontor/core/schemas/forms';

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

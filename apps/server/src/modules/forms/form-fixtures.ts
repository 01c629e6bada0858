import { newId } from '@kontor/core/ids';
import {
  formFieldSchema,
  formSettingsSchema,
  type FormField,
  type FormSettings,
} from '@kontor/core/schemas/forms';
import type { Db } from '../../db/database.ts';
import { forms } from '../../db/schema/forms.ts';

/** Tests: a form stored directly (the forms CRUD is its own module). */
export async function insertForm(
  db: Db,
  projectId: string,
  input: {
    name?: string;
    fields?: (Partial<FormField> & Pick<FormField, 'name' | 'type'>)[];
    settings?: Partial<FormSettings>;
  } = {},
) {
  const id = newId();
  const fields = (input.fields ?? CONTACT_FIELDS).map((f) =>
    formFieldSchema.parse({ id: newId(), ...f }),
  );
  const [form] = await db
    .insert(forms)
    .values({
      id,
      projectId,
      name: input.name ?? 'Kontaktformular',
      fields,
      settings: formSettingsSchema.parse(input.settings ?? {}),
    })
    .returning();
  return form!;
}

export const CONTACT_FIELDS: (Partial<FormField> & Pick<FormField, 'name' | 'type'>)[] = [
  { name: 'name', label: 'Name', type: 'text', required: true },
  { name: 'email', label: 'E-Mail', type: 'email', required: true },
  { name: 'nachricht', label: 'Nachricht', type: 'textarea' },
];

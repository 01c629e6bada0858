/**
 * Parse class Form (spec 001 §3 Form, Form field, settings) → `forms`. Fields and settings are
 * checked with the forms' own schemas; a field that does not pass is noted and left out.
 * Kontor's privacy settings (consent text, retention, challenge) start at their defaults.
 */
import { eq, sql } from 'drizzle-orm';
import {
  formFieldSchema,
  formRecipientSchema,
  formSettingsSchema,
  type FormField,
} from '@kontor/core/schemas/forms';
import { forms } from '../../../db/schema/forms.ts';
import {
  boolOf,
  contentImporter,
  listOf,
  recordOf,
  rowIdOf,
  textOf,
  type Scope,
} from './content-scope.ts';

function fieldsOf(scope: Scope): FormField[] {
  const fields: FormField[] = [];
  for (const [index, entry] of listOf(scope.object.fields).entries()) {
    const raw = recordOf(entry);
    const parsed = formFieldSchema.safeParse({
      id: textOf(raw.id) || `field-${index + 1}`,
      name: textOf(raw.name),
      label: textOf(raw.label),
      type: raw.type,
      required: boolOf(raw.required),
      options: listOf(raw.options).map((option, n) => {
        const o = recordOf(option);
        return {
          id: textOf(o.id) || `option-${n + 1}`,
          label: textOf(o.label),
          value: textOf(o.value),
          text: textOf(o.text),
        };
      }),
      info: textOf(raw.info),
      description: textOf(raw.description),
      placeholder: textOf(raw.placeholder),
    });
    const name = textOf(raw.label) || textOf(raw.name) || `Nr. ${index + 1}`;
    const taken =
      parsed.success && fields.some((f) => f.name.toLowerCase() === parsed.data.name.toLowerCase());
    if (!parsed.success || taken) {
      const reason = taken ? 'Name existiert bereits' : parsed.error?.issues[0]?.message;
      scope.note(`Formularfeld „${name}“ wurde nicht übernommen: ${reason}.`);
    } else fields.push(parsed.data);
  }
  return fields;
}

function settingsOf(scope: Scope) {
  const raw = recordOf(scope.object.settings);
  const recipients = listOf(raw.recipients).flatMap((entry, index) => {
    const r = recordOf(entry);
    const parsed = formRecipientSchema.safeParse({
      id: textOf(r.id) || `recipient-${index + 1}`,
      name: textOf(r.name),
      email: textOf(r.email),
    });
    if (parsed.success) return [parsed.data];
    scope.note(`Empfänger „${textOf(r.email)}“ wurde nicht übernommen: keine gültige Adresse.`);
    return [];
  });
  if (recipients.length > 5) scope.note('Nur die ersten 5 Empfänger wurden übernommen.');
  let senderEmail = textOf(raw.sender_email);
  const candidate = {
    notification: boolOf(raw.notification),
    recipients: recipients.slice(0, 5),
    response: boolOf(raw.response),
    notificationText: textOf(raw.notification_text),
    senderEmail,
    staticForm: boolOf(raw.static_form),
  };
  const parsed = formSettingsSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  scope.note(`Absenderadresse „${senderEmail}“ ist ungültig und wurde nicht übernommen.`);
  senderEmail = '';
  return formSettingsSchema.parse({
    ...candidate,
    senderEmail,
    notificationText: candidate.notificationText.slice(0, 5000),
  });
}

export const formImporter = contentImporter('Form', ['_User'], async (scope, existingId) => {
  const o = scope.object;
  const values = {
    name: scope.text(o.name, 'name'),
    description: scope.text(o.description, 'description'),
    fields: fieldsOf(scope),
    settings: settingsOf(scope),
    updatedAt: new Date(o.updatedAt),
  };
  scope.unmapped(['name', 'description', 'fields', 'settings', 'created_by', 'updated_by']);
  const { createdBy } = await scope.authors();
  const id = await rowIdOf(scope, existingId);
  const [current] = await scope.db
    .select({ id: forms.id, settings: forms.settings })
    .from(forms)
    .where(eq(forms.id, id));
  if (current) {
    // Kontor's own privacy settings stay as the office set them after the first run.
    const { consentText, retentionDays, challenge } = current.settings;
    await scope.db
      .update(forms)
      .set({
        ...values,
        settings: { ...values.settings, consentText, retentionDays, challenge },
        version: sql`${forms.version} + 1`,
      })
      .where(eq(forms.id, id));
  } else {
    await scope.db.insert(forms).values({
      id,
      projectId: scope.projectId,
      ...values,
      createdBy,
      createdAt: new Date(o.createdAt),
    });
  }
  return id;
});

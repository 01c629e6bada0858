import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { newId } from '@kontor/core/ids';
import type { FormSettings } from '@kontor/core/schemas/forms';
import { canAddRecipient } from '../field-editor.ts';
import { messages } from '../messages.ts';
import { RowListEditor } from './row-list-editor.tsx';

export interface SettingsValues extends Record<string, unknown> {
  version: number;
  settings: FormSettings;
}

/** Up to 5 recipients; adding waits for notifications on (spec 001 §5). */
export function FormRecipients({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { settings } = form.getValues();
  const off = !settings.notification;
  return (
    <RowListEditor
      label={messages.recipients}
      error={form.errors['settings.recipients']}
      ids={settings.recipients.map((recipient) => recipient.id)}
      renderRow={(index) => (
        <>
          <TextInput
            style={{ flex: 1 }}
            aria-label={`${messages.recipientName} ${index + 1}`}
            placeholder={messages.recipientName}
            disabled={off}
            {...form.getInputProps(`settings.recipients.${index}.name`)}
          />
          <TextInput
            style={{ flex: 2 }}
            type="email"
            aria-label={`${messages.recipientEmail} ${index + 1}`}
            placeholder={messages.recipientEmail}
            disabled={off}
            {...form.getInputProps(`settings.recipients.${index}.email`)}
          />
        </>
      )}
      removeLabel={messages.removeRecipient}
      onRemove={(index) => form.removeListItem('settings.recipients', index)}
      addLabel={messages.addRecipient}
      onAdd={() => form.insertListItem('settings.recipients', { id: newId(), name: '', email: '' })}
      addDisabled={!canAddRecipient(settings)}
    />
  );
}

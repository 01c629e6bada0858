import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newId } from '@kontor/core/ids';
import type { FormSettings } from '@kontor/core/schemas/forms';
import { canAddRecipient } from '../field-editor.ts';
import { messages } from '../messages.ts';

export interface SettingsValues extends Record<string, unknown> {
  version: number;
  settings: FormSettings;
}

/** Up to 5 recipients; adding waits for notifications on (spec 001 §5). */
export function FormRecipients({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { settings } = form.getValues();
  const off = !settings.notification;
  return (
    <Input.Wrapper label={messages.recipients} error={form.errors['settings.recipients']}>
      <Stack gap="xs" mt={4}>
        {settings.recipients.map((recipient, index) => (
          <Group key={recipient.id} gap="xs" wrap="nowrap" align="flex-start">
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
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`${messages.removeRecipient} ${index + 1}`}
              onClick={() => form.removeListItem('settings.recipients', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!canAddRecipient(settings)}
          onClick={() =>
            form.insertListItem('settings.recipients', { id: newId(), name: '', email: '' })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {messages.addRecipient}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newOption, type FieldDraft } from '../field-editor.ts';
import { messages } from '../messages.ts';

interface FieldOptionsEditorProps {
  form: UseFormReturnType<FieldDraft>;
  error?: string;
}

/** The options of a select field: label and value per row, add and remove. */
export function FieldOptionsEditor({ form, error }: FieldOptionsEditorProps) {
  const options = form.getValues().options;
  return (
    <Input.Wrapper label={messages.options} required error={error}>
      <Stack gap="xs" mt={4}>
        {options.map((option, index) => (
          <Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`${messages.optionLabel} ${index + 1}`}
              placeholder={messages.optionLabel}
              {...form.getInputProps(`options.${index}.label`)}
            />
            <TextInput
              style={{ flex: 1 }}
              aria-label={`${messages.optionValue} ${index + 1}`}
              placeholder={messages.optionValue}
              {...form.getInputProps(`options.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`${messages.removeOption} ${index + 1}`}
              onClick={() => form.removeListItem('options', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('options', newOption())}
          style={{ alignSelf: 'flex-start' }}
        >
          {messages.addOption}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { newOption, type FieldDraft } from '../field-editor.ts';
import { messages } from '../messages.ts';
import { RowListEditor } from './row-list-editor.tsx';

interface FieldOptionsEditorProps {
  form: UseFormReturnType<FieldDraft>;
  error?: string;
}

/** The options of a select field: label and value per row, add and remove. */
export function FieldOptionsEditor({ form, error }: FieldOptionsEditorProps) {
  return (
    <RowListEditor
      label={messages.options}
      required
      error={error}
      ids={form.getValues().options.map((option) => option.id)}
      renderRow={(index) => (
        <>
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
        </>
      )}
      removeLabel={messages.removeOption}
      onRemove={(index) => form.removeListItem('options', index)}
      addLabel={messages.addOption}
      onAdd={() => form.insertListItem('options', newOption())}
    />
  );
}

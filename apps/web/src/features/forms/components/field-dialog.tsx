import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import { FORM_FIELD_TYPES, formFieldSchema, type FormField } from '@kontor/core/schemas/forms';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { fieldIssues, type FieldDraft } from '../field-editor.ts';
import { FieldOptionsEditor } from './field-options-editor.tsx';
import { fieldTypeLabels, messages } from '../messages.ts';

interface FieldDialogProps {
  /** The field to edit (a new one from `newFieldDraft`). */
  draft: FieldDraft;
  isNew: boolean;
  /** The form's other fields: a name must differ from theirs. */
  others: FormField[];
  saving: boolean;
  onConfirm: (field: FormField) => void;
  onClose: () => void;
}

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((value) => ({ value, label: fieldTypeLabels[value] }));

/**
 * Add or edit one field (spec 001 §5 form field editor): its messages show beside the inputs
 * once touched, and 'Übernehmen' stays disabled while any rule is broken.
 */
export function FieldDialog({
  draft,
  isNew,
  others,
  saving,
  onConfirm,
  onClose,
}: FieldDialogProps) {
  const { form, handleSubmit } = useSchemaForm({ schema: formFieldSchema, initialValues: draft });
  const values = form.getValues();
  const issues = fieldIssues(values, others);
  const shown = (path: string) => (form.isTouched(path) ? issues[path] : undefined);
  const input = (path: keyof FieldDraft) => ({
    ...form.getInputProps(path),
    error: shown(path),
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={isNew ? messages.addField : messages.editField}
      form={form}
      onSubmit={handleSubmit(onConfirm)}
      submitLabel={messages.confirm}
      submitDisabled={Object.keys(issues).length > 0}
      loading={saving}
      fullScreenOnPhone
    >
      <TextInput
        label={messages.fieldName}
        description={messages.fieldNameHint}
        required
        data-autofocus
        {...input('name')}
      />
      <TextInput label={messages.fieldLabel} {...input('label')} />
      <Select
        label={messages.fieldType}
        required
        data={TYPE_OPTIONS}
        allowDeselect={false}
        {...input('type')}
      />
      <Checkbox
        label={messages.fieldRequired}
        {...form.getInputProps('required', { type: 'checkbox' })}
      />
      {values.type === 'select' ? (
        <FieldOptionsEditor
          form={form}
          error={form.isTouched('type') || form.isTouched('options') ? issues.options : undefined}
        />
      ) : null}
      {['text', 'email', 'textarea'].includes(values.type) ? (
        <TextInput label={messages.fieldPlaceholder} {...input('placeholder')} />
      ) : null}
      <Textarea
        label={messages.fieldDescription}
        required={values.type === 'checkbox'}
        autosize
        minRows={2}
        {...input('description')}
      />
      <TextInput label={messages.fieldInfo} {...input('info')} />
    </FormModal>
  );
}

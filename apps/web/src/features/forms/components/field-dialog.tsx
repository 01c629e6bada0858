import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import { FORM_FIELD_TYPES, formFieldSchema, type FormField } from '@kontor/core/schemas/forms';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { fieldIssues, nameFromLabel, type FieldDraft } from '../field-editor.ts';
import { FieldOptionsEditor } from './field-options-editor.tsx';
import { fieldTypeLabels, messages } from '../messages.ts';

interface FieldDialogProps {
  /** The field to edit (a new one from `newFieldDraft`). */
  draft: FieldDraft;
  isNew: boolean;
  /** The form's other fields: a name must differ from theirs. */
  others: FormField[];
  /** The auto-save status of the fields ('Wird gespeichert …', 'Gespeichert', retry). */
  status: ReactNode;
  saving: boolean;
  /** Each valid state of the field, to be auto-saved (field editor and option edits: 1 s). */
  onChange: (field: FormField) => void;
  /** 'Übernehmen' with a valid field: save what waits, then close. */
  onDone: () => void;
  onClose: () => void;
}

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((value) => ({ value, label: fieldTypeLabels[value] }));

/**
 * Add or edit one field (spec 001 §5 form field editor). The label comes first and proposes
 * the technical name (`nameFromLabel`) until the name is edited by hand; an existing field keeps
 * its name (the key of its submissions). Every valid state is auto-saved; messages show once an
 * input was changed or 'Übernehmen' was tried.
 */
export function FieldDialog(props: FieldDialogProps) {
  const { draft, isNew, others, onChange } = props;
  const { form } = useSchemaForm({ schema: formFieldSchema, initialValues: draft });
  const [attempted, setAttempted] = useState(false);
  const nameEdited = useRef(!isNew);
  const values = form.getValues();
  const issues = fieldIssues(values, others);
  const valid = Object.keys(issues).length === 0;
  const touched = (path: string) =>
    attempted || form.isTouched(path) || (path === 'name' && form.isTouched('label'));
  const shown = (path: string) => (touched(path) ? issues[path] : undefined);
  // Spec 001 §5: confirm is blocked while a shown message stands.
  const blocked = Object.keys(issues).some((path) =>
    path === 'options' ? touched('type') || touched('options') : touched(path),
  );
  // Touched by a change, not by focus: the autofocused label shows no message on open.
  const inputProps = (path: keyof FieldDraft) => form.getInputProps(path, { withFocus: false });
  const input = (path: keyof FieldDraft) => ({
    ...inputProps(path),
    error: shown(path),
  });

  // A valid change goes to the auto-save; the form then counts as unchanged, so closing only
  // asks about input that could not be saved.
  const serialized = JSON.stringify(values);
  const emitted = useRef(JSON.stringify(draft));
  useEffect(() => {
    if (!valid || serialized === emitted.current) return;
    emitted.current = serialized;
    onChange(formFieldSchema.parse(JSON.parse(serialized)));
    form.resetDirty(JSON.parse(serialized) as FieldDraft);
  }, [valid, serialized, onChange, form]);

  const labelInput = inputProps('label');
  const nameInput = inputProps('name');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (valid) props.onDone();
  };
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={isNew ? messages.addField : messages.editField}
      form={form}
      onSubmit={submit}
      submitLabel={messages.confirm}
      cancelLabel={messages.close}
      submitDisabled={blocked}
      loading={props.saving}
      fullScreenOnPhone
    >
      {props.status}
      <TextInput
        label={messages.fieldLabel}
        data-autofocus
        {...labelInput}
        error={shown('label')}
        onChange={(event) => {
          const label = event.currentTarget.value;
          labelInput.onChange(event);
          if (!nameEdited.current) {
            form.setFieldValue(
              'name',
              nameFromLabel(
                label,
                others.map((f) => f.name),
              ),
            );
          }
        }}
      />
      <TextInput
        label={messages.fieldName}
        description={isNew ? messages.fieldNameDerived : messages.fieldNameHint}
        required
        {...nameInput}
        error={shown('name')}
        onChange={(event) => {
          nameEdited.current = true;
          nameInput.onChange(event);
        }}
      />
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
          error={touched('type') || touched('options') ? issues.options : undefined}
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

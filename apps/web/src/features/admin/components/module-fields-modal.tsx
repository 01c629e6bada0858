import { useState } from 'react';
import { Checkbox, Group, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import { z } from 'zod';
import { newId } from '@kontor/core/ids';
import { slugOf, type AdminModule } from '@kontor/core/schemas/module-admin';
import {
  MODULE_FIELD_TYPES,
  MODULE_FIELD_TYPE_LABELS,
  NEW_FIELD_LABEL,
  TEXT_FIELD_TYPES,
  moduleFieldMessages,
  moduleFieldsSchema,
  type ModuleField,
} from '@kontor/core/schemas/module-fields';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateModule } from '../api/admin-modules.ts';
import { messages } from '../messages.ts';
import { EntryList } from './entry-list.tsx';

const schema = z.object({ fields: moduleFieldsSchema });
const typeOptions = MODULE_FIELD_TYPES.map((type) => ({
  value: type,
  label: MODULE_FIELD_TYPE_LABELS[type],
}));

function newField(position: number): ModuleField {
  return {
    id: newId(),
    type: 'input',
    label: NEW_FIELD_LABEL,
    name: `data.feld_${position + 1}`,
    position,
    validation: {
      validate: false,
      required: moduleFieldMessages.requiredMessage,
      startValue: null,
      endValue: null,
    },
    selectOptions: [],
    options: { numberStartValue: null, numberEndValue: null },
  };
}

/** 'Felder bearbeiten': the custom fields of the module's records (spec 001 §3, §5). */
export function ModuleFieldsModal(props: {
  projectId: string;
  module: AdminModule;
  onClose: () => void;
}) {
  const { projectId, module, onClose } = props;
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema,
    initialValues: { fields: module.fields },
  });
  const update = useUpdateModule(projectId);
  const [deleting, setDeleting] = useState<number | null>(null);
  const fields = form.getValues().fields;

  /** Empty number inputs mean "no bound". */
  const boundProps = (path: string) => {
    const props = form.getInputProps(path);
    return {
      ...props,
      value: (props.value as number | null) ?? '',
      onChange: (value: string | number) =>
        form.setFieldValue(path, typeof value === 'number' ? value : null),
    };
  };

  return (
    <FormModal
      opened
      size="xl"
      title={`${messages.editFields}: ${module.name}`}
      form={form}
      onClose={onClose}
      onSubmit={handleSubmit(({ fields: edited }) =>
        update.mutate(
          {
            moduleId: module.id,
            body: {
              version: module.version,
              fields: edited.map((f, position) => ({ ...f, position })),
            },
          },
          savedThen(messages.moduleSaved, onClose),
        ),
      )}
      submitLabel={messages.save}
      loading={update.isPending}
    >
      <EntryList
        entries={fields}
        emptyText={messages.noFields}
        addLabel={messages.addField}
        entryLabel={(f) => f.label || NEW_FIELD_LABEL}
        onAdd={() => form.insertListItem('fields', newField(fields.length))}
        onRemove={setDeleting}
      >
        {(field, index) => {
          const at = (key: string) => `fields.${index}.${key}`;
          const bounded = field.type === 'number' || TEXT_FIELD_TYPES.includes(field.type);
          // Numbers keep their range in options (spec 001 §3), text lengths in validation.
          const bounds =
            field.type === 'number'
              ? (['options.numberStartValue', 'options.numberEndValue'] as const)
              : (['validation.startValue', 'validation.endValue'] as const);
          return (
            <>
              <Group grow align="flex-start">
                <Select
                  label={messages.fieldType}
                  required
                  allowDeselect={false}
                  data={typeOptions}
                  {...form.getInputProps(at('type'))}
                />
                <TextInput
                  label={messages.fieldLabel}
                  required
                  {...form.getInputProps(at('label'))}
                />
                <TextInput
                  label={messages.fieldName}
                  required
                  {...form.getInputProps(at('name'))}
                />
              </Group>
              {field.type === 'select' ? (
                <TagsInput
                  label={messages.fieldOptions}
                  description={messages.fieldOptionsHint}
                  required
                  value={field.selectOptions.map((o) => o.label)}
                  error={form.errors[at('selectOptions')]}
                  onChange={(labels) =>
                    form.setFieldValue(
                      at('selectOptions'),
                      labels.map((label) => ({ label, value: slugOf(label) || label })),
                    )
                  }
                />
              ) : null}
              <Group align="flex-end" grow>
                <Checkbox
                  label={messages.fieldRequired}
                  mb={8}
                  {...form.getInputProps(at('validation.validate'), { type: 'checkbox' })}
                />
                {field.validation.validate ? (
                  <TextInput
                    label={messages.fieldRequiredMessage}
                    {...form.getInputProps(at('validation.required'))}
                  />
                ) : null}
                {bounded ? (
                  <>
                    <NumberInput label={messages.fieldMin} {...boundProps(at(bounds[0]))} />
                    <NumberInput label={messages.fieldMax} {...boundProps(at(bounds[1]))} />
                  </>
                ) : null}
              </Group>
            </>
          );
        }}
      </EntryList>
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.fieldDeleteTitle}
        message={messages.fieldDeleteConfirm}
        confirmLabel={messages.delete}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) form.removeListItem('fields', deleting);
          setDeleting(null);
          notify.success(messages.fieldDeleted);
        }}
      />
    </FormModal>
  );
}

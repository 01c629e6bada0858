import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { newId } from '@kontor/core/ids';
import {
  NEW_CATEGORY_LABEL,
  moduleSettingsSchema,
  slugOf,
  type AdminModule,
} from '@kontor/core/schemas/module-admin';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUpdateModule } from '../api/admin-modules.ts';
import { messages } from '../messages.ts';
import { EntryList } from './entry-list.tsx';

const schema = z.object({ settings: moduleSettingsSchema });

/** 'Einstellungen': the module's category values; each value is the slug of its label. */
export function ModuleSettingsModal(props: {
  projectId: string;
  module: AdminModule;
  onClose: () => void;
}) {
  const { projectId, module, onClose } = props;
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema,
    initialValues: { settings: module.settings },
  });
  const update = useUpdateModule(projectId);
  const categories = form.getValues().settings.categories;
  return (
    <FormModal
      opened
      size="lg"
      title={`${messages.settings}: ${module.name}`}
      form={form}
      onClose={onClose}
      onSubmit={handleSubmit(({ settings }) =>
        update.mutate(
          {
            moduleId: module.id,
            body: {
              version: module.version,
              settings: {
                categories: settings.categories.map((c, position) => ({ ...c, position })),
              },
            },
          },
          savedThen(messages.moduleSaved, onClose),
        ),
      )}
      submitLabel={messages.save}
      loading={update.isPending}
    >
      <EntryList
        entries={categories}
        emptyText={messages.noCategoryValues}
        addLabel={messages.addCategory}
        entryLabel={(c) => c.label || messages.newCategory}
        onAdd={() =>
          form.insertListItem('settings.categories', {
            id: newId(),
            label: NEW_CATEGORY_LABEL,
            value: slugOf(NEW_CATEGORY_LABEL),
            position: categories.length,
          })
        }
        onRemove={(index) => form.removeListItem('settings.categories', index)}
      >
        {(category, index) => (
          <TextInput
            label={messages.categoryLabel}
            required
            description={`${messages.categoryValue}: ${slugOf(category.label) || '–'}`}
            {...form.getInputProps(`settings.categories.${index}.label`)}
          />
        )}
      </EntryList>
    </FormModal>
  );
}

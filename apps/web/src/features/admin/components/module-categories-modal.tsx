import { Checkbox, Group, TextInput } from '@mantine/core';
import { z } from 'zod';
import { newId } from '@kontor/core/ids';
import {
  NEW_CATEGORY_LABEL,
  moduleCategoriesSchema,
  slugOf,
  type AdminModule,
} from '@kontor/core/schemas/module-admin';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUpdateModule } from '../api/admin-modules.ts';
import { messages } from '../messages.ts';
import { EntryList } from './entry-list.tsx';

const schema = z.object({ categories: moduleCategoriesSchema });

/** 'Kategorien bearbeiten': the category pickers the module's records get. */
export function ModuleCategoriesModal(props: {
  projectId: string;
  module: AdminModule;
  onClose: () => void;
}) {
  const { projectId, module, onClose } = props;
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema,
    initialValues: { categories: module.categories },
  });
  const update = useUpdateModule(projectId);
  const categories = form.getValues().categories;
  return (
    <FormModal
      opened
      size="xl"
      title={`${messages.editCategories}: ${module.name}`}
      form={form}
      onClose={onClose}
      onSubmit={handleSubmit(({ categories: edited }) =>
        update.mutate(
          {
            moduleId: module.id,
            body: {
              version: module.version,
              categories: edited.map((c, position) => ({ ...c, position })),
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
        emptyText={messages.noCategoryDefinitions}
        addLabel={messages.addCategory}
        entryLabel={(c) => c.label || messages.newCategory}
        onAdd={() =>
          form.insertListItem('categories', {
            id: newId(),
            label: NEW_CATEGORY_LABEL,
            key: `${slugOf(NEW_CATEGORY_LABEL)}-${categories.length + 1}`,
            connectedClass: '',
            isMulti: false,
            position: categories.length,
            categoryIds: [],
          })
        }
        onRemove={(index) => form.removeListItem('categories', index)}
      >
        {(_, index) => (
          <>
            <Group grow align="flex-start">
              <TextInput
                label={messages.categoryLabel}
                required
                {...form.getInputProps(`categories.${index}.label`)}
              />
              <TextInput
                label={messages.categoryKey}
                required
                {...form.getInputProps(`categories.${index}.key`)}
              />
              <TextInput
                label={messages.connectedClass}
                {...form.getInputProps(`categories.${index}.connectedClass`)}
              />
            </Group>
            <Checkbox
              label={messages.isMulti}
              {...form.getInputProps(`categories.${index}.isMulti`, { type: 'checkbox' })}
            />
          </>
        )}
      </EntryList>
    </FormModal>
  );
}

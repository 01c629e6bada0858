import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { createSchemaOf, updateSchemaOf } from '@kontor/core/content/content-schemas';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { defaultValueOf } from '@kontor/core/content/field-schemas';
import { CONTENT_STATE_LABELS, CONTENT_STATES } from '@kontor/core/content/messages';
import { updateToastOf } from '@kontor/core/content/update-toasts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { ContentRecord } from '../api/content-api.ts';
import { useCreateContent, useUpdateContent } from '../api/content-api.ts';
import { ContentFieldInput } from './content-field-input.tsx';

const EDITABLE = new Set([
  'text',
  'richText',
  'date',
  'image',
  'gallery',
  'categories',
  'person',
  'persons',
  'location',
  'color',
  'geopoint',
  'team',
  'dates',
  'times',
  'file',
]);

interface ContentFormProps {
  projectId: string;
  type: ContentTypeDeclaration;
  /** The item being edited; a new one otherwise. */
  item: ContentRecord | null;
  onSaved: () => void;
  submitLabel: string;
}

function valuesOf(type: ContentTypeDeclaration, item: ContentRecord | null) {
  const fields = Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => [
      name,
      item ? item[name] : defaultValueOf(field),
    ]),
  );
  return {
    ...fields,
    ...(type.status ? { state: (item?.state as string | undefined) ?? 'draft' } : {}),
    data: item?.data ?? {},
  } as Record<string, unknown>;
}

/** The create and edit form of any content type, built from its declaration (spec 001 §5). */
export function ContentForm({ projectId, type, item, onSaved, submitLabel }: ContentFormProps) {
  const initial = valuesOf(type, item);
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: item ? updateSchemaOf(type) : createSchemaOf(type),
    initialValues: item ? { ...initial, version: item.version } : initial,
  });
  const create = useCreateContent(projectId, type.type);
  const update = useUpdateContent(projectId, type.type);
  const changed =
    Object.keys(type.fields).find((name) => form.isDirty(name)) ??
    (type.status && form.isDirty('state') ? 'state' : undefined);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => {
        if (!item)
          return create.mutate(
            body as Record<string, unknown>,
            savedThen(type.texts.created, onSaved),
          );
        const toast = changed ? updateToastOf(type, changed) : 'Daten aktualisiert';
        update.mutate(
          { id: item.id, body: body as Record<string, unknown> },
          savedThen(toast, onSaved),
        );
      })}
    >
      <Stack gap="md">
        {type.status ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${type.type}-state`}>
              Status
            </Text>
            <SegmentedControl
              aria-labelledby={`${type.type}-state`}
              data={CONTENT_STATES.map((state) => ({
                value: state,
                label: CONTENT_STATE_LABELS[state].label,
              }))}
              {...form.getInputProps('state')}
            />
          </Stack>
        ) : null}
        {Object.entries(type.fields)
          .filter(([, field]) => EDITABLE.has(field.kind))
          .map(([name, field]) => (
            <ContentFieldInput
              key={name}
              projectId={projectId}
              type={type.type}
              field={field}
              value={form.values[name]}
              onChange={(value) => form.setFieldValue(name, value)}
              error={form.errors[name] as string | undefined}
              errorAt={(path) => form.errors[path ? `${name}.${path}` : name] as string | undefined}
            />
          ))}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

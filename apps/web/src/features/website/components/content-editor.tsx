import { useState } from 'react';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  websiteContentUpdateSchema,
  type ContentBody,
  type WebsiteContent,
} from '@kontor/core/schemas/website';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { CategoryPicker } from '../../../components/reference-select.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteContent, useUpdateContent } from '../api/website-contents-api.ts';
import { messages } from '../messages.ts';
import { FaqEditor } from './faq-editor.tsx';
import { TableEditor } from './table-editor.tsx';

interface ContentEditorProps {
  projectId: string;
  item: WebsiteContent;
  /** Only superusers change the content id (spec 001 §6). */
  superuser: boolean;
  onDeleted: () => void;
}

/** The editor of one content: name, id, active and the body of its kind. */
export function ContentEditor({ projectId, item, superuser, onDeleted }: ContentEditorProps) {
  const update = useUpdateContent(projectId);
  const remove = useDeleteContent(projectId);
  const [confirming, setConfirming] = useState(false);
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: websiteContentUpdateSchema,
    initialValues: {
      version: item.version,
      name: item.name,
      contentId: item.contentId,
      active: item.active,
      body: item.body as ContentBody,
      categories: item.categories,
    },
  });
  const body = form.getValues().body;
  const setBody = (next: ContentBody) => form.setFieldValue('body', next);
  const bodyError = typeof form.errors.body === 'string' ? form.errors.body : undefined;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((changes) =>
        update.mutate(
          { id: item.id, body: changes },
          savedThen(messages.saved, () => undefined),
        ),
      )}
    >
      <Stack gap="md">
        <TextInput label={messages.fields.name} required {...form.getInputProps('name')} />
        <TextInput
          label={messages.fields.contentId}
          required
          disabled={!superuser}
          description={superuser ? undefined : messages.fields.contentIdHint}
          {...form.getInputProps('contentId')}
        />
        <Switch
          label={messages.fields.active}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {body.kind === 'text' ? (
          <RichTextEditor
            label={messages.fields.text}
            value={body.text}
            error={bodyError ?? (form.errors['body.text'] as string | undefined)}
            onChange={(text) => setBody({ kind: 'text', text })}
          />
        ) : null}
        {body.kind === 'image' ? (
          <ImagePicker
            label={messages.fields.image}
            value={body.image}
            max={1}
            size="lg"
            onChange={(image) =>
              setBody({ kind: 'image', image: typeof image === 'string' ? image : null })
            }
          />
        ) : null}
        {body.kind === 'video' ? (
          <TextInput
            label={messages.fields.video}
            placeholder={messages.fields.videoPlaceholder}
            type="url"
            {...form.getInputProps('body.url')}
          />
        ) : null}
        {body.kind === 'faq' ? (
          <FaqEditor
            value={body.faq}
            errors={form.errors}
            onChange={(faq) => setBody({ kind: 'faq', faq })}
          />
        ) : null}
        {body.kind === 'table' ? (
          <TableEditor
            value={body.table}
            onChange={(table) => setBody({ kind: 'table', table: table as typeof body.table })}
          />
        ) : null}
        <CategoryPicker
          projectId={projectId}
          label={messages.fields.categories}
          {...form.getInputProps('categories')}
        />
        <Group justify="space-between">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {messages.deleteOne.title}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={messages.deleteOne.title}
        message={messages.deleteOne.message}
        confirmLabel={messages.deleteOne.confirm}
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              notify.success(messages.deleted);
              setConfirming(false);
              onDeleted();
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      />
    </form>
  );
}

import { Alert, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { CategoryPicker, ReferenceSelect } from '../../../components/reference-select.tsx';
import { useContentOptions, useMissingContentModule } from '../../../lib/content-options.ts';
import { pagesMessages as m } from '../pages-messages.ts';
import type { PageEditorValues } from './page-editor-values.ts';

interface PageSidePanelProps {
  projectId: string;
  form: UseFormReturnType<PageEditorValues>;
  isSuperuser: boolean;
}

/**
 * The page's side panel (spec 001 §2): path (superusers only, with the warning), title,
 * subtitle, cover image, documents from the downloads (max 10) and categories.
 */
export function PageSidePanel({ projectId, form, isSuperuser }: PageSidePanelProps) {
  const downloads = useContentOptions(projectId, 'downloads', 'title');
  const missingDownloads = useMissingContentModule('downloads');
  const cover = form.getValues().image;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="page-side-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="page-side-panel-title">
          {m.sidePanel}
        </Title>
        <TextInput
          label={m.path}
          {...form.getInputProps('path')}
          disabled={!isSuperuser}
          description={isSuperuser ? undefined : m.pathSuperuserOnly}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {isSuperuser ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            p="xs"
          >
            <Text size="sm">{m.pathWarning}</Text>
          </Alert>
        ) : null}
        <TextInput label={m.pageTitle} required {...form.getInputProps('title')} />
        <TextInput label={m.subtitle} {...form.getInputProps('subtitle')} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {m.cover}
          </Text>
          <ImagePicker
            label={m.cover}
            value={cover}
            onChange={(image) =>
              form.setFieldValue('image', typeof image === 'string' ? image : null)
            }
          />
          {form.errors.image ? (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.image}
            </Text>
          ) : null}
        </Stack>
        <ReferenceSelect
          label={m.documents}
          description={m.documentsHint}
          options={downloads.data}
          missing={missingDownloads}
          empty={m.noDownloads}
          {...form.getInputProps('documents')}
        />
        <CategoryPicker
          projectId={projectId}
          label={m.categories}
          {...form.getInputProps('categories')}
        />
      </Stack>
    </Card>
  );
}

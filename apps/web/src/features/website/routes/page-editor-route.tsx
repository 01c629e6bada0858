import { useState } from 'react';
import { Alert, Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { webpageUpdateSchema, type ElementType, type Webpage } from '@kontor/core/schemas/website';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordFailure } from '../../../components/record-failure.tsx';
import { useProjectId, useShell } from '../../../lib/active-project.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateWebpage, webpageQuery } from '../api/webpages.ts';
import { AddElementMenu } from '../components/add-element-menu.tsx';
import { ElementList } from '../components/element-list.tsx';
import { editorValuesOf } from '../components/page-editor-values.ts';
import { newElement } from '../components/page-elements.ts';
import { PageSidePanel } from '../components/page-side-panel.tsx';
import { ViewPageButton } from '../components/site-address.tsx';
import { pagesMessages as m } from '../pages-messages.ts';

/** Route /website/pages/:webpageId: the page editor (spec 001 §2). */
export function PageEditorRoute() {
  const projectId = useProjectId();
  const { webpageId = '' } = useParams();
  const page = useQuery(webpageQuery(projectId, webpageId));
  if (page.isPending) {
    return (
      <Center py={64}>
        <Loader role="status" aria-label="Lädt" />
      </Center>
    );
  }
  if (page.isError) {
    return (
      <RecordFailure
        error={page.error}
        loadFailed={m.loadFailed}
        back={{ to: '/website/pages', label: m.back }}
      />
    );
  }
  // A saved or reloaded page starts the form afresh from what the server keeps.
  return (
    <PageEditor
      key={`${page.data.id}:${page.data.version}`}
      projectId={projectId}
      page={page.data}
      reload={() => void page.refetch()}
    />
  );
}

interface PageEditorProps {
  projectId: string;
  page: Webpage;
  reload: () => void;
}

/**
 * Elements on the left (below on a phone), the side panel beside them. 'Speichern' sends the
 * whole page; a refusal keeps every input and shows the server's messages beside the fields,
 * a conflict offers to reload.
 */
function PageEditor({ projectId, page, reload }: PageEditorProps) {
  const { me } = useShell();
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: webpageUpdateSchema,
    initialValues: editorValuesOf(page),
    // Only a superuser's form sends the path (it is shown disabled to others).
    toBody: (values) => (me.isSuperuser ? values : { ...values, path: undefined }),
  });
  const update = useUpdateWebpage(projectId, page.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const guard = useLeaveGuard(form.isDirty() && !update.isSuccess);
  const elements = form.getValues().elements;
  const setElements = (next: typeof elements) => form.setFieldValue('elements', next);
  const add = (type: ElementType) => setElements([...elements, newElement(type, elements)]);

  const save = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => notify.success(m.saved),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setConflict(errorMessage(error));
        showServerError(error);
      },
    }),
  );

  return (
    <form onSubmit={save} noValidate>
      {guard}
      <PageHeader
        title={m.editorTitle(page.title)}
        description={page.path}
        actions={
          <Group gap="xs">
            {form.isDirty() ? (
              <Text size="sm" c="dimmed">
                {m.unsaved}
              </Text>
            ) : null}
            <ViewPageButton projectId={projectId} path={page.path} />
            <Button type="submit" loading={update.isPending}>
              {m.save}
            </Button>
          </Group>
        }
      />
      {conflict ? (
        <Alert color="red" variant="light" role="alert" title={m.conflictTitle} mb="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{conflict}</Text>
            <Button size="xs" variant="white" color="red" onClick={reload}>
              {m.reload}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" component="section" aria-labelledby="page-elements-title">
            <Group justify="space-between">
              <Title order={2} size="h4" id="page-elements-title">
                {m.elements}
              </Title>
              <AddElementMenu onAdd={add} />
            </Group>
            <ElementList
              projectId={projectId}
              elements={elements}
              onChange={setElements}
              errorAt={(index, path) => {
                const message = form.errors[`elements.${index}.${path}`];
                return message ? String(message) : undefined;
              }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PageSidePanel projectId={projectId} form={form} isSuperuser={me.isSuperuser} />
        </Grid.Col>
      </Grid>
    </form>
  );
}

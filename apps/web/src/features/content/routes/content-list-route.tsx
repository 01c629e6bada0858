import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { contentTypeByType } from '@kontor/core/content/content-types';
import { sortsOf } from '@kontor/core/content/content-schemas';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { contentMessages } from '@kontor/core/content/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RecordFailure, recordNotFoundTexts } from '../../../components/record-failure.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId } from '../../../lib/active-project.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useContentItem, useContentList, useDeleteContent } from '../api/content-api.ts';
import { contentColumns } from '../components/content-columns.tsx';
import { ContentFilters } from '../components/content-filters.tsx';
import { ContentForm } from '../components/content-form.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

function EditPanel({
  projectId,
  type,
  id,
  onDone,
}: {
  projectId: string;
  type: ContentTypeDeclaration;
  id: string;
  onDone: () => void;
}) {
  const item = useContentItem(projectId, type.type, id);
  const remove = useDeleteContent(projectId, type.type);
  const [confirming, setConfirming] = useState(false);
  if (item.isError) {
    return (
      <RecordFailure
        error={item.error}
        loadFailed={recordNotFoundTexts.loadFailed}
        back={{ onClick: onDone, label: recordNotFoundTexts.backToList }}
      />
    );
  }
  if (!item.data) return null;
  return (
    <Stack gap="lg">
      <ContentForm
        key={item.data.version}
        projectId={projectId}
        type={type}
        item={item.data}
        onSaved={() => undefined}
        submitLabel="Speichern"
      />
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {contentMessages.deleteOneTitle}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={contentMessages.deleteOneTitle}
        message={contentMessages.deleteOneMessage}
        confirmLabel={contentMessages.deleteConfirm}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notify.success(type.texts.deleted);
              setConfirming(false);
              onDone();
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** A content type's list screen with create, edit (slide-in) and delete, from its declaration. */
function ContentListScreen({ type }: { type: ContentTypeDeclaration }) {
  const projectId = useProjectId();
  const [spec] = useState<ListStateSpec>(() => ({
    sorts: sortsOf(type),
    defaultSort: type.list.sorts[0],
    filters: type.list.filters.map((f) => f.param),
    defaultPageSize: type.list.pageSize,
  }));
  const list = useListState(spec);
  const { page, pageSize, sort, search, filters } = list.state;
  const items = useContentList(projectId, type.type, {
    page,
    pageSize,
    sort,
    search: search || undefined,
    ...filters,
  });
  const remove = useDeleteContent(projectId, type.type);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <ListPage
        texts={{
          title: type.texts.title,
          create: type.texts.create,
          search: type.texts.search,
          empty: type.texts.empty,
          emptyFiltered: type.texts.emptyFiltered,
        }}
        onCreate={() => setCreating(true)}
        list={list}
        query={items}
        columns={contentColumns(projectId, type, (id) => list.set({ selected: id }))}
        filters={
          type.list.filters.length > 0 ? (
            <Group gap="sm" align="end">
              <ContentFilters
                projectId={projectId}
                filters={type.list.filters}
                values={filters}
                onChange={(param, value) => list.set({ filters: { [param]: value } })}
              />
            </Group>
          ) : undefined
        }
        bulkActions={[
          {
            texts: {
              label: type.texts.deleteSelected.label,
              title: type.texts.deleteSelected.label,
              message: type.texts.deleteSelected.message,
              confirmLabel: contentMessages.deleteConfirm,
              successMessage: () => type.texts.deleted,
            },
            icon: <IconTrash size={16} aria-hidden />,
            danger: true,
            run: (id) => remove.mutateAsync(id),
          },
        ]}
        panel={{
          title: type.texts.item,
          render: (id, close) => (
            <EditPanel projectId={projectId} type={type} id={id} onDone={close} />
          ),
        }}
      />
      <GuardedModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={type.texts.create}
        size="lg"
        centered
      >
        {creating ? (
          <ContentForm
            projectId={projectId}
            type={type}
            item={null}
            onSaved={() => setCreating(false)}
            submitLabel="Erstellen"
          />
        ) : null}
      </GuardedModal>
    </>
  );
}

/** The route screen of one content type (content.routes.ts). */
export function contentScreen(typeName: string) {
  const type = contentTypeByType(typeName);
  if (!type) throw new Error(`unknown content type ${typeName}`);
  return function ContentRoute() {
    return <ContentListScreen type={type} />;
  };
}

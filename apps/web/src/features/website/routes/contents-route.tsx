import { IconTrash } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import {
  COMPONENT_KINDS,
  INLINE_CONTENT_KINDS,
  type WebsiteContent,
} from '@kontor/core/schemas/website';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { RecordFailure, recordNotFoundTexts } from '../../../components/record-failure.tsx';
import { useProjectId, useShell } from '../../../lib/active-project.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useContent,
  useContentList,
  useDeleteContent,
  useUpdateContent,
  type ContentArea,
} from '../api/website-contents-api.ts';
import { contentColumns } from '../components/content-columns.tsx';
import { ContentEditor } from '../components/content-editor.tsx';
import { CreateContentModal } from '../components/create-content-modal.tsx';
import { messages } from '../messages.ts';

/** Newest first; the server has one order. */
const LIST: ListStateSpec<'-createdAt'> = { sorts: ['-createdAt'], defaultSort: '-createdAt' };

const AREAS = {
  components: { texts: messages.components, kinds: COMPONENT_KINDS },
  contents: { texts: messages.contents, kinds: INLINE_CONTENT_KINDS },
} as const;

function EditPanel(props: {
  projectId: string;
  id: string;
  superuser: boolean;
  close: () => void;
}) {
  const item = useContent(props.projectId, props.id);
  if (item.isError) {
    return (
      <RecordFailure
        error={item.error}
        loadFailed={recordNotFoundTexts.loadFailed}
        back={{ onClick: props.close, label: recordNotFoundTexts.backToList }}
      />
    );
  }
  if (!item.data) return null;
  return (
    <ContentEditor
      key={item.data.version}
      projectId={props.projectId}
      item={item.data}
      superuser={props.superuser}
      onDeleted={props.close}
    />
  );
}

/** 'Komponenten' or 'Inhalte': the list, the active toggle, create (superusers) and the editor. */
function ContentsScreen({ area }: { area: ContentArea }) {
  const { texts, kinds } = AREAS[area];
  const projectId = useProjectId();
  const superuser = useShell().me.isSuperuser;
  const list = useListState(LIST);
  const { page, pageSize, search } = list.state;
  const query = useContentList(projectId, { area, page, pageSize, search: search || undefined });
  const update = useUpdateContent(projectId);
  const remove = useDeleteContent(projectId);
  const [creating, creatingModal] = useDisclosure(false);
  const toggle = (item: WebsiteContent, active: boolean) =>
    update.mutate(
      { id: item.id, body: { version: item.version, active } },
      {
        onSuccess: () => notify.success(messages.saved),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <>
      <ListPage
        texts={texts}
        onCreate={superuser ? creatingModal.open : undefined}
        list={list}
        query={query}
        columns={contentColumns((id) => list.set({ selected: id }), toggle)}
        bulkActions={[
          {
            texts: messages.deleteSelected,
            icon: <IconTrash size={16} aria-hidden />,
            danger: true,
            run: (id) => remove.mutateAsync(id),
          },
        ]}
        panel={{
          title: messages.editTitle,
          render: (id, close) => (
            <EditPanel projectId={projectId} id={id} superuser={superuser} close={close} />
          ),
        }}
      />
      {superuser ? (
        <CreateContentModal
          projectId={projectId}
          title={texts.create}
          kinds={kinds}
          opened={creating}
          onClose={creatingModal.close}
          onCreated={(id) => list.set({ selected: id })}
        />
      ) : null}
    </>
  );
}

/** Route /website/components: 'Komponenten' (faq, table). */
export function ComponentsRoute() {
  return <ContentsScreen area="components" />;
}

/** Route /website/content: 'Inhalte' (text, image, video, table). */
export function ContentRoute() {
  return <ContentsScreen area="contents" />;
}

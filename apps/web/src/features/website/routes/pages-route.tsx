import { useDisclosure } from '@mantine/hooks';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId, useShell } from '../../../lib/active-project.ts';
import { useWebpages } from '../api/webpages.ts';
import { CreatePageModal } from '../components/create-page-modal.tsx';
import { pageColumns } from '../components/page-columns.tsx';
import { pagesMessages as m } from '../pages-messages.ts';

/** Newest first (the server's order); no other sorts. */
const LIST: ListStateSpec<'-createdAt'> = { sorts: ['-createdAt'], defaultSort: '-createdAt' };

/** Route /website/pages: 'Seiten', 10 per page; 'Neue Seite' for superusers (spec 001 §6). */
export function PagesRoute() {
  const projectId = useProjectId();
  const { me } = useShell();
  const [creating, creatingModal] = useDisclosure(false);
  const list = useListState(LIST);
  const { page, pageSize, search } = list.state;
  const pages = useWebpages(projectId, { page, pageSize, search: search || undefined });
  return (
    <>
      <ListPage
        texts={m.list}
        onCreate={me.isSuperuser ? creatingModal.open : undefined}
        list={list}
        query={pages}
        columns={pageColumns()}
      />
      <CreatePageModal projectId={projectId} opened={creating} onClose={creatingModal.close} />
    </>
  );
}

import { useDisclosure } from '@mantine/hooks';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId } from '../../../lib/active-project.ts';
import { useForms } from '../api/forms.ts';
import { CreateFormModal } from '../components/create-form-modal.tsx';
import { formColumns } from '../components/form-columns.tsx';
import { SubmissionRedirect } from '../components/submission-redirect.tsx';
import { messages } from '../messages.ts';

const LIST: ListStateSpec<'name'> = { sorts: ['name'], defaultSort: 'name' };

/** Route /forms: the project's forms by name (spec 001 §2 Forms list). */
export function FormListRoute() {
  const projectId = useProjectId();
  const list = useListState(LIST);
  const { page, pageSize, search } = list.state;
  const forms = useForms(projectId, { page, pageSize, search: search || undefined });
  const [creating, creatingModal] = useDisclosure(false);
  return (
    <>
      <SubmissionRedirect projectId={projectId} />
      <ListPage
        texts={messages.list}
        onCreate={creatingModal.open}
        list={list}
        query={forms}
        columns={formColumns()}
      />
      <CreateFormModal projectId={projectId} opened={creating} onClose={creatingModal.close} />
    </>
  );
}

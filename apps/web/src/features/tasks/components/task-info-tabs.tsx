import { Anchor, Badge, Loader, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ticketStateLabel } from '@kontor/core/states/ticket-states';
import type { TaskDetail } from '@kontor/core/schemas/tasks';
import { OwnerDocuments } from '../../../components/owner-documents.tsx';
import { CommentThread } from '../../../components/comments/comment-thread.tsx';
import { SavedImagePicker } from '../../../components/image-picker/saved-image-picker.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTicket } from '../api/lookups.ts';
import { useTaskComments } from '../api/task-comments.ts';
import { useUpdateTask } from '../api/task-detail.ts';
import { messages } from '../messages.ts';

const t = messages.info;
const MAX_IMAGES = 10;

interface TabProps {
  projectId: string;
  task: TaskDetail;
}

function CommentsTab({ projectId, task }: TabProps) {
  return <CommentThread {...useTaskComments(projectId, task.id)} />;
}

function ImagesTab({ projectId, task }: TabProps) {
  const update = useUpdateTask(projectId, task.id);
  return (
    <SavedImagePicker
      label={t.images}
      max={MAX_IMAGES}
      value={task.images}
      disabled={update.isPending}
      save={(images, handlers) => update.mutate({ version: task.version, images }, handlers)}
      savedText={t.imagesSaved}
    />
  );
}

function TicketTab({ projectId, ticketId }: { projectId: string; ticketId: string }) {
  const ticket = useTicket(projectId, ticketId);
  if (ticket.isPending) return <Loader size="sm" role="status" aria-label="Wird geladen" />;
  if (ticket.isError) return <QueryError query={ticket} />;
  const data = ticket.data;
  return (
    <Stack gap="xs">
      <Text fw={500}>{data.title}</Text>
      <Badge variant="light" color="gray" c="dark.6">
        {data.archived ? 'Archiviert' : ticketStateLabel(data.state)}
      </Badge>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap' }}
        c={data.description ? undefined : 'dimmed'}
      >
        {data.description || messages.noDescription}
      </Text>
      <Anchor component={Link} to={`/tickets?ticket=${ticketId}`} size="sm">
        {t.openTicket}
      </Anchor>
    </Stack>
  );
}

/** Kommentare, Bilder, Dokumente and Ticket (disabled without one) of the info slide-in. */
export function TaskInfoTabs({ projectId, task }: TabProps) {
  return (
    <Tabs defaultValue="comments" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="comments">{t.tabComments}</Tabs.Tab>
        <Tabs.Tab value="images">{t.tabImages}</Tabs.Tab>
        <Tabs.Tab value="documents">{t.tabDocuments}</Tabs.Tab>
        <Tabs.Tab value="ticket" disabled={!task.ticketId}>
          {t.tabTicket}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="comments" pt="md">
        <CommentsTab projectId={projectId} task={task} />
      </Tabs.Panel>
      <Tabs.Panel value="images" pt="md">
        <ImagesTab projectId={projectId} task={task} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <OwnerDocuments projectId={projectId} owner={{ type: 'task', id: task.id }} />
      </Tabs.Panel>
      <Tabs.Panel value="ticket" pt="md">
        {task.ticketId ? <TicketTab projectId={projectId} ticketId={task.ticketId} /> : null}
      </Tabs.Panel>
    </Tabs>
  );
}

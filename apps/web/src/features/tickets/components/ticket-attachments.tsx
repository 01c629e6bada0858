import { Tabs } from '@mantine/core';
import type { TicketDetail } from '@kontor/core/schemas/tickets';
import { OwnerDocuments } from '../../../components/owner-documents.tsx';
import { CommentThread } from '../../../components/comments/comment-thread.tsx';
import { SavedImagePicker } from '../../../components/image-picker/saved-image-picker.tsx';
import { useTicketComments } from '../api/ticket-comments.ts';
import { useUpdateTicket } from '../api/tickets.ts';
import { messages } from '../messages.ts';

const MAX_IMAGES = 10;

interface TicketAttachmentsProps {
  projectId: string;
  ticket: TicketDetail;
}

function CommentsTab({ projectId, ticket }: TicketAttachmentsProps) {
  return <CommentThread {...useTicketComments(projectId, ticket.id)} />;
}

function ImagesTab({ projectId, ticket }: TicketAttachmentsProps) {
  const update = useUpdateTicket(projectId);
  return (
    <SavedImagePicker
      label={messages.tabs.images}
      max={MAX_IMAGES}
      value={ticket.images}
      disabled={ticket.archived || update.isPending}
      save={(images, handlers) =>
        update.mutate({ ticketId: ticket.id, body: { version: ticket.version, images } }, handlers)
      }
      savedText={messages.imagesSaved}
    />
  );
}

/** Kommentare, Bilder and Dokumente of a ticket in its slide-in. */
export function TicketAttachments({ projectId, ticket }: TicketAttachmentsProps) {
  return (
    <Tabs defaultValue="comments" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="comments">{messages.tabs.comments}</Tabs.Tab>
        <Tabs.Tab value="images">{messages.tabs.images}</Tabs.Tab>
        <Tabs.Tab value="documents">{messages.tabs.documents}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="comments" pt="md">
        <CommentsTab projectId={projectId} ticket={ticket} />
      </Tabs.Panel>
      <Tabs.Panel value="images" pt="md">
        <ImagesTab projectId={projectId} ticket={ticket} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <OwnerDocuments projectId={projectId} owner={{ type: 'ticket', id: ticket.id }} />
      </Tabs.Panel>
    </Tabs>
  );
}

import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  createCommentBodySchema,
  commentMessages,
  type Comment,
} from '@kontor/core/schemas/comments';
import { useSchemaForm } from '../form/use-schema-form.ts';
import { formatDateTime } from '../../lib/format.ts';
import { QueryError } from '../query-error.tsx';

const texts = {
  label: 'Neuer Kommentar',
  add: 'Kommentar hinzufügen',
  deletedUser: 'Gelöschter Nutzer',
};

/** What `useCommentThread` returns. */
interface CommentThreadProps {
  comments: { data?: { items: Comment[] }; isError: boolean; error: unknown };
  /** Saves a new comment; the list refreshes from the server afterwards. */
  add: (text: string) => Promise<unknown>;
  adding: boolean;
}

/** The comments of a task or a ticket, newest first, with a box to add one (spec 001 §9). */
export function CommentThread({ comments, add, adding }: CommentThreadProps) {
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: createCommentBodySchema,
    initialValues: { text: '' },
  });
  const items = comments.data?.items ?? [];

  return (
    <Stack gap="sm">
      <form
        noValidate
        onSubmit={handleSubmit((body) => add(body.text).then(() => form.reset(), showServerError))}
      >
        <Stack gap="xs">
          <Textarea label={texts.label} autosize minRows={2} {...form.getInputProps('text')} />
          <Button type="submit" size="xs" loading={adding} style={{ alignSelf: 'flex-end' }}>
            {texts.add}
          </Button>
        </Stack>
      </form>
      <QueryError query={comments} />
      {comments.data && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {commentMessages.empty}
        </Text>
      ) : null}
      {items.map((comment) => (
        <Paper key={comment.id} withBorder p="sm" radius="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {comment.createdBy?.name ?? texts.deletedUser}, {formatDateTime(comment.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

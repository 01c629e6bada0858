import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { screenMessages as m } from '../screens/screen-messages.ts';
import { PhotoField } from './photo-field.tsx';

export interface ReportValues {
  comment: string;
  photos: Blob[];
}

/** Comment and photos of a report (task executed, visit done); `children` adds fields. */
export function ReportForm({
  submitLabel,
  onSubmit,
  onCancel,
  children,
  error,
}: {
  submitLabel: string;
  onSubmit: (values: ReportValues) => Promise<void>;
  onCancel: () => void;
  children?: ReactNode;
  error?: string | null;
}) {
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await onSubmit({ comment: comment.trim(), photos });
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        {children}
        <Textarea
          label={m.comment}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
        />
        <PhotoField photos={photos} onChange={setPhotos} onBusy={setPreparing} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={sending} disabled={preparing}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {m.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/get-tour.ts';
import { messages } from '../messages.ts';

const t = messages.tour.calendar;

interface CalendarFeedDialogProps {
  projectId: string;
  worker: { id: string; name: string };
  /** The caller's own tour: the texts say "Ihre". */
  own: boolean;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Kalender abonnieren': create, replace or revoke the secret iCal link of a worker's tour.
 * Only its hash is stored, so the link is shown once, right after it was made.
 */
export function CalendarFeedDialog({
  projectId,
  worker,
  own,
  opened,
  onClose,
}: CalendarFeedDialogProps) {
  const feed = useCalendarFeed(projectId, worker.id, opened);
  const create = useCreateCalendarFeed(projectId, worker.id);
  const revoke = useRevokeCalendarFeed(projectId, worker.id);
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const exists = feed.data?.exists ?? false;

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setConfirm(null);
        notify.success(t.created);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirm(null);
        notify.success(t.revoked);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  const close = () => {
    setUrl(null);
    onClose();
  };

  return (
    <>
      <GuardedModal
        opened={opened && confirm === null}
        onClose={close}
        busy={create.isPending || revoke.isPending}
        title={t.title}
        size="lg"
      >
        <Stack gap="md">
          <Text size="sm">{own ? t.ownIntro : t.intro(worker.name)}</Text>
          <QueryError query={feed} />
          {feed.isPending ? <Loader size="sm" role="status" aria-label="Lädt" /> : null}
          {url ? (
            <Stack gap="xs">
              <Group gap="xs" align="end" wrap="nowrap">
                <TextInput
                  label={t.link}
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      variant={copied ? 'light' : 'filled'}
                      leftSection={
                        copied ? (
                          <IconCheck size={16} aria-hidden />
                        ) : (
                          <IconCopy size={16} aria-hidden />
                        )
                      }
                      onClick={copy}
                    >
                      {copied ? t.copied : t.copy}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Alert variant="light" color="yellow" p="xs">
                <Text size="sm">{t.showOnce}</Text>
              </Alert>
            </Stack>
          ) : feed.data ? (
            <Text size="sm">
              {exists && feed.data.createdAt
                ? `${t.exists(formatDate(feed.data.createdAt))} ${t.hidden}`
                : t.none}
            </Text>
          ) : null}
          <Group gap="sm">
            {exists || url ? (
              <>
                <Button variant="default" onClick={() => setConfirm('rotate')}>
                  {t.rotate}
                </Button>
                <Button variant="default" color="red" onClick={() => setConfirm('revoke')}>
                  {t.revoke}
                </Button>
              </>
            ) : (
              <Button onClick={makeLink} loading={create.isPending} disabled={!feed.data}>
                {t.create}
              </Button>
            )}
          </Group>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t.howTo}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{t.google}</List.Item>
              <List.Item>{t.outlook}</List.Item>
              <List.Item>{t.apple}</List.Item>
            </List>
            <Text size="xs" c="dimmed">
              {t.refresh}
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.close}
            </Button>
          </Group>
        </Stack>
      </GuardedModal>
      <ConfirmDialog
        opened={opened && confirm === 'rotate'}
        title={t.rotateTitle}
        message={t.rotateText}
        confirmLabel={t.rotateConfirm}
        loading={create.isPending}
        onConfirm={makeLink}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        opened={opened && confirm === 'revoke'}
        title={t.revokeTitle}
        message={t.revokeText}
        confirmLabel={t.revokeConfirm}
        danger
        loading={revoke.isPending}
        onConfirm={revokeLink}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

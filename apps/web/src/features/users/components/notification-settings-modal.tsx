import { Stack, Switch, Text, Title } from '@mantine/core';
import { NOTIFICATION_TOPICS, type StaffMember } from '@kontor/core/schemas/members';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useNotificationSettings, useSetNotificationSettings } from '../api/members.ts';
import { messages } from '../messages.ts';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

interface NotificationSettingsModalProps {
  projectId: string;
  member: StaffMember | null;
  onClose: () => void;
}

/** 'Mitarbeiter Einstellungen' with the 'Nachrichteneinstellungen' toggles (spec 000 §2). */
export function NotificationSettingsModal({
  projectId,
  member,
  onClose,
}: NotificationSettingsModalProps) {
  return (
    <GuardedModal
      opened={member !== null}
      onClose={onClose}
      title={member ? `${messages.settings.title}: ${member.name}` : messages.settings.title}
      centered
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {member ? <SettingsToggles projectId={projectId} userId={member.id} /> : null}
    </GuardedModal>
  );
}

function SettingsToggles({ projectId, userId }: { projectId: string; userId: string }) {
  const settings = useNotificationSettings(projectId, userId);
  const save = useSetNotificationSettings(projectId, userId);
  if (settings.isError) return <QueryError query={settings} />;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {messages.settings.notifications}
      </Title>
      {settings.data ? (
        NOTIFICATION_TOPICS.map((topic) => (
          <Switch
            key={topic}
            label={messages.settings.topics[topic]}
            checked={settings.data[topic]}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { ...settings.data, [topic]: event.currentTarget.checked },
                {
                  onSuccess: () => notify.success(messages.updated),
                  onError: (error) => notify.error(errorMessage(error)),
                },
              )
            }
          />
        ))
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {messages.loadingSlot}
        </Text>
      )}
    </Stack>
  );
}

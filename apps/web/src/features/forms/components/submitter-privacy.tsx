import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { submitterQuerySchema } from '@kontor/core/schemas/forms';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { submitterExportUrl, useDeleteSubmitterData } from '../api/submissions-api.ts';
import { formDataMessages } from '../form-data-messages.ts';

const messages = formDataMessages.privacy;

/** Long labels wrap on a phone instead of being cut off. */
const wrapping = {
  root: { height: 'auto', minHeight: 36 },
  label: { whiteSpace: 'normal' },
} as const;

/**
 * 'Datenschutz': what one address submitted in the project's forms, as a JSON download
 * (GDPR Art. 15), or deleted with its files (Art. 17) after a question.
 */
export function SubmitterPrivacy({ projectId }: { projectId: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const erase = useDeleteSubmitterData(projectId);

  /** The typed address if valid; otherwise shows the message beside the field. */
  function checkedEmail(): string | null {
    const result = submitterQuerySchema.safeParse({ email });
    if (result.success) {
      setError(null);
      return result.data.email;
    }
    setError(result.error.issues[0]?.message ?? null);
    return null;
  }

  function download() {
    const address = checkedEmail();
    if (!address) return;
    const link = document.createElement('a');
    link.href = submitterExportUrl(projectId, address);
    link.download = 'formulardaten.json';
    link.click();
  }

  async function confirmErase(address: string) {
    try {
      const { deleted } = await erase.mutateAsync(address);
      notify.success(messages.erased(deleted));
      setEmail('');
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setAsking(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-data-privacy">
      <Stack gap="sm">
        <Title order={3} size="h4" id="form-data-privacy">
          {messages.title}
        </Title>
        <Text size="sm">{messages.description}</Text>
        <TextInput
          label={messages.email}
          type="email"
          value={email}
          error={error}
          maw={420}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group gap="sm">
          <Button
            variant="default"
            styles={wrapping}
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
          >
            {messages.export}
          </Button>
          <Button
            color="red"
            variant="light"
            styles={wrapping}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setAsking(checkedEmail())}
          >
            {messages.erase}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={messages.eraseTitle}
        message={messages.eraseMessage(asking ?? '')}
        confirmLabel="Löschen"
        danger
        loading={erase.isPending}
        onConfirm={() => asking && void confirmErase(asking)}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}

import { Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { deployHookSettingsSchema, deployMessages } from '@kontor/core/content/deploy-hook';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useDeployDeliveries,
  useDeployHook,
  usePublishNow,
  useSaveDeployHook,
} from '../api/deploy-hook.ts';
import { messages } from '../messages.ts';

/** Part of 'Einstellungen': the website's deploy hook, 'Jetzt veröffentlichen' and its log. */
export function DeployHookPanel({ projectId }: { projectId: string }) {
  const hook = useDeployHook(projectId);
  return (
    <Paper withBorder p="lg" radius="md" maw={880}>
      <Title order={2} size="h4" mb="xs">
        {messages.deploySection}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {messages.deployHint}
      </Text>
      {hook.data ? (
        <Stack gap="lg">
          <DeployUrlForm projectId={projectId} url={hook.data.url} />
          <Deliveries projectId={projectId} />
        </Stack>
      ) : (
        <Loader size="sm" role="status" aria-label={messages.slotLoading} />
      )}
    </Paper>
  );
}

function DeployUrlForm({ projectId, url }: { projectId: string; url: string | null }) {
  const { form, handleSubmit, savedThen } = useSchemaForm({
    schema: deployHookSettingsSchema,
    initialValues: { url: url ?? '' },
    // An empty field switches the hook off.
    toBody: (values) => ({ url: values.url.trim() === '' ? null : values.url }),
  });
  const save = useSaveDeployHook(projectId);
  const publish = usePublishNow(projectId);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) =>
        save.mutate(
          body,
          savedThen(messages.deploySaved, () => form.resetDirty()),
        ),
      )}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={messages.deployUrl}
          placeholder="https://"
          type="url"
          style={{ flex: 1, minWidth: 280 }}
          {...form.getInputProps('url')}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {messages.deploySave}
        </Button>
        <Button
          leftSection={<IconRocket size={16} aria-hidden />}
          loading={publish.isPending}
          disabled={!url || form.isDirty()}
          onClick={() =>
            publish.mutate(undefined, {
              onSuccess: () => notify.success(deployMessages.published),
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        >
          {deployMessages.publish}
        </Button>
      </Group>
    </form>
  );
}

function Deliveries({ projectId }: { projectId: string }) {
  const deliveries = useDeployDeliveries(projectId);
  const rows = deliveries.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {messages.deliveries}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noDeliveries}
        </Text>
      ) : (
        <Table striped aria-label={messages.deliveries}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{messages.deliveryTime}</Table.Th>
              <Table.Th>{messages.deliveryStatus}</Table.Th>
              <Table.Th>{messages.deliveryDuration}</Table.Th>
              <Table.Th>{messages.deliveryAttempt}</Table.Th>
              <Table.Th>{messages.deliveryError}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{formatDateTime(d.startedAt)}</Table.Td>
                <Table.Td fw={d.status && d.status < 300 ? undefined : 700}>
                  {d.status ?? messages.noAnswer}
                </Table.Td>
                <Table.Td>{`${d.durationMs.toLocaleString('de-DE')} ms`}</Table.Td>
                <Table.Td>{d.attempt}</Table.Td>
                <Table.Td>{d.error ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

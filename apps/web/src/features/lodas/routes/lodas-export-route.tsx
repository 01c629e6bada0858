import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconDownload, IconSettings } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@kontor/core/time-tracking/index';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useProjectId } from '../../../lib/active-project.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useLodasExport, useLodasPreview, useLodasSettings } from '../api/lodas-api.ts';
import { LodasSettingsModal } from '../components/lodas-settings-modal.tsx';
import {
  LodasChangesTable,
  LodasLinesTable,
  LodasRefusedTable,
} from '../components/lodas-tables.tsx';
import { messages } from '../messages.ts';

/** ?month=2026-03, else the month before this one (the month usually handed over). */
function monthOf(param: string | null) {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(param ?? '');
  if (match) return { year: Number(match[1]), month: Number(match[2]) };
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return { year: previous.getFullYear(), month: previous.getMonth() + 1 };
}
const monthParam = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Route /datev-lodas?month=…: the preview of a month's LODAS file, its download and settings. */
export function LodasExportRoute() {
  const projectId = useProjectId();
  const [params, setParams] = useSearchParams();
  const { year, month } = monthOf(params.get('month'));
  const preview = useLodasPreview(projectId, year, month);
  const settings = useLodasSettings(projectId);
  const download = useLodasExport(projectId, year, month);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const data = preview.data;
  const refusal = download.error instanceof ApiError ? download.error : null;
  const canExport = data && data.ready && data.refused.length === 0 && data.lines.length > 0;
  return (
    <Stack gap="md">
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Group gap="sm">
            <Anchor
              component={Link}
              to={`/time-tracking?month=${monthParam(year, month)}`}
              size="sm"
            >
              {messages.back}
            </Anchor>
            <Button
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() => setSettingsOpen(true)}
              disabled={!settings.data}
            >
              {messages.settings.open}
            </Button>
          </Group>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group gap="md" align="end" justify="space-between">
          <MonthPickerInput
            label={messages.month}
            valueFormat="MMMM YYYY"
            value={`${monthParam(year, month)}-01`}
            onChange={(value) =>
              value && setParams({ month: value.slice(0, 7) }, { replace: true })
            }
            w={200}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!canExport}
            loading={download.isPending}
            onClick={() =>
              data &&
              download.mutate(data.checksum, {
                onSuccess: () => notify.success(messages.downloaded),
              })
            }
          >
            {messages.download}
          </Button>
        </Group>
        {data ? (
          <Stack gap={4} mt="sm">
            <Text size="sm">
              {data.lastExport
                ? messages.lastExport(
                    formatDateTime(data.lastExport.exportedAt),
                    data.lastExport.exportedBy?.name ?? null,
                  )
                : messages.notExported}
            </Text>
            {data.countedUntil &&
            data.countedUntil <
              `${monthParam(year, month)}-${new Date(year, month, 0).getDate()}` ? (
              <Text size="sm">{messages.countedUntil(formatDate(data.countedUntil))}</Text>
            ) : null}
          </Stack>
        ) : null}
      </Paper>
      <QueryError query={preview} />
      {refusal ? (
        <Alert color="red" variant="light" role="alert" title={errorMessage(refusal)}>
          {(refusal.fieldErrors.employees ?? []).join(' · ')}
        </Alert>
      ) : null}
      {data && !data.ready ? (
        <Alert color="yellow" variant="light" role="status">
          {messages.notReady}
        </Alert>
      ) : null}
      {data && data.refused.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4" c="red.9">
              {messages.refusedTitle}
            </Title>
            <Text size="sm">{messages.refusedHint}</Text>
            <LodasRefusedTable refused={data.refused} />
          </Stack>
        </Paper>
      ) : null}
      {data && data.changes.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {messages.changesTitle}
            </Title>
            <Text size="sm">{messages.changesHint}</Text>
            <LodasChangesTable changes={data.changes} />
          </Stack>
        </Paper>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {messages.preview}
          </Title>
          <LodasLinesTable preview={data} loading={preview.isPending} />
        </Stack>
      </Paper>
      {settings.data ? (
        <LodasSettingsModal
          key={JSON.stringify(settings.data)}
          projectId={projectId}
          settings={settings.data}
          opened={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordFailure } from '../../../components/record-failure.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useImportRun } from '../api/imports.ts';
import { ImportFindings } from '../components/imports/import-findings.tsx';
import { ImportProgressTable } from '../components/imports/import-progress-table.tsx';
import { ImportRunActions } from '../components/imports/import-run-actions.tsx';
import { ImportStateBadge, sourceHost } from '../components/imports/import-state-badge.tsx';
import { messages } from '../messages.ts';

const text = messages.imports;
const back = { to: '/admin/import', label: text.backToRuns };

/** /admin/import/:runId: a run's progress per class (live while it runs) and its report. */
export function ImportRunRoute() {
  const { runId = '' } = useParams();
  const { me } = useShell();
  const query = useImportRun(runId);
  if (!me.isSuperuser) return <Navigate to="/admin" replace />;
  if (query.isError) {
    return (
      <RecordFailure
        error={query.error}
        loadFailed={text.notFound}
        back={back}
        notFoundTitle={text.notFound}
      />
    );
  }
  const run = query.data;
  if (!run) return <Loader role="status" aria-label={messages.slotLoading} />;
  const running = run.state === 'running';
  const project =
    run.projectId && !run.dryRun ? (
      <Anchor component={Link} to={`/admin/projects/${run.projectId}`}>
        {run.projectName}
      </Anchor>
    ) : (
      run.projectName
    );

  return (
    <>
      <PageHeader
        title={text.runTitle(run.dryRun, formatDateTime(run.createdAt))}
        description={text.runDescription(sourceHost(run.serverUrl), run.projectName)}
        actions={<ImportRunActions run={run} />}
      />
      <Stack gap="lg">
        <Group gap="sm" wrap="wrap">
          <ImportStateBadge run={run} />
          {project ? (
            <Text size="sm">
              {text.colProject}: {project}
            </Text>
          ) : null}
          {run.finishedAt ? (
            <Text size="sm" c="dimmed">
              {formatDateTime(run.finishedAt)}
            </Text>
          ) : null}
          <Anchor component={Link} to={back.to} size="sm">
            {back.label}
          </Anchor>
        </Group>
        {run.error ? (
          <Alert color="red" variant="light" role="alert">
            {run.error}
          </Alert>
        ) : null}
        {run.dryRun ? <Text size="sm">{text.dryRunNote}</Text> : null}
        {running && run.fromCommandLine ? (
          <Text size="sm" c="dimmed">
            {text.commandLine}
          </Text>
        ) : null}
        <section aria-labelledby="import-progress">
          <Title order={2} size="h4" mb="sm" id="import-progress">
            {text.progressTitle}
          </Title>
          <ImportProgressTable classes={run.classes} running={running} />
        </section>
        <ImportFindings run={run} />
      </Stack>
    </>
  );
}

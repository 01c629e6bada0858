import { Alert, Anchor, Button, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { apiPath } from '../../lib/api-client.ts';
import { findTask, isDone } from '../queries/agenda.ts';
import { thumbnailUrl, useAgenda, useTaskDocuments } from '../queries/worker-api.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { ItemHead, Section } from '../parts/section.tsx';
import { ScreenQueryState } from '../parts/query-state.tsx';
import { ReportForm, type ReportValues } from '../parts/report-form.tsx';
import { leaveDetail } from '../router.ts';
import type { ScreenProps } from './screen-props.ts';
import { screenMessages as m } from './screen-messages.ts';

type Props = ScreenProps<{ name: 'task'; taskId: string }>;

function Documents({ project, me, taskId }: Omit<Props, 'screen'> & { taskId: string }) {
  const documents = useTaskDocuments({ userId: me.id, projectId: project.id }, taskId);
  const items = documents.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={m.documents}>
      <Stack gap={4} component="ul" m={0} pl="md">
        {items.map((document) => (
          <li key={document.id}>
            <Anchor href={document.file.url} target="_blank" rel="noopener noreferrer">
              {document.name}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

/** Aufgabe: what to do, photos and documents; 'Als ausgeführt melden' with comment and photos. */
export default function TaskScreen({ screen, project, me }: Props) {
  const agenda = useAgenda({ userId: me.id, projectId: project.id });
  const { outbox, items: waiting } = useOutbox();
  const [reporting, setReporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refusal stays readable here even when the task left the worker's agenda (reassigned).
  const refusals = waiting
    .filter((item) => item.state === 'failed' && item.target.type === 'task')
    .filter((item) => item.target.id === screen.taskId)
    .map((item) => (
      <Alert key={item.id} color="red" role="alert" title={item.label}>
        {item.error}
      </Alert>
    ));
  if (!agenda.data) return <ScreenQueryState query={agenda} />;
  const task = findTask(agenda.data, screen.taskId);
  if (!task)
    return (
      <Stack p="sm">
        {refusals}
        <Text>{m.notFound}</Text>
      </Stack>
    );
  const pending = waiting.some(
    (item) => item.state === 'pending' && item.target.type === 'task' && item.target.id === task.id,
  );

  const report = async ({ comment, photos }: ReportValues) => {
    setError(null);
    const result = await outbox.enqueue({
      projectId: project.id,
      label: m.labelExecuted(task.title),
      target: { type: 'task', id: task.id },
      method: 'POST',
      path: apiPath('/api/projects/{projectId}/tasks/{taskId}/execute', {
        projectId: project.id,
        taskId: task.id,
      }),
      body: { version: task.version, ...(comment ? { comment } : {}) },
      photos,
    });
    if (result.outcome === 'refused') setError(result.error);
    // Back to the list it was opened from ('Heute', 'Woche', 'Nachrichten').
    else leaveDetail();
  };

  return (
    <Stack p="sm" gap="md">
      <ItemHead title={task.title} item={task} />
      {refusals}
      {task.description.trim() && (
        <Section title={m.description}>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {task.description}
          </Text>
        </Section>
      )}
      {task.images.length > 0 && (
        <Section title={m.photos}>
          <SimpleGrid cols={3} spacing="xs">
            {task.images.map((imageId, index) => (
              <Anchor
                key={imageId}
                href={apiPath('/api/projects/{projectId}/images/{imageId}/file', {
                  projectId: project.id,
                  imageId,
                })}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Image
                  src={thumbnailUrl(project.id, imageId)}
                  alt={m.photoAlt(index + 1)}
                  radius="sm"
                  h={96}
                  fit="cover"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        </Section>
      )}
      <Documents project={project} me={me} taskId={task.id} />
      {!isDone(task) && !pending && !reporting && (
        <Button size="md" onClick={() => setReporting(true)}>
          {m.reportExecuted}
        </Button>
      )}
      {reporting && !pending && (
        <Section title={m.reportExecuted}>
          <ReportForm
            submitLabel={m.send}
            onSubmit={report}
            onCancel={() => setReporting(false)}
            error={error}
          />
        </Section>
      )}
    </Stack>
  );
}

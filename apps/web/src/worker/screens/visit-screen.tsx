import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiPath } from '../../lib/api-client.ts';
import { isoWithOffset } from '../clock/clock-state.ts';
import { findVisit, targetOf } from '../queries/agenda.ts';
import { useAgenda } from '../queries/worker-api.ts';
import { useIsWaiting, useOutbox } from '../outbox/use-outbox.ts';
import { ItemHead, Section } from '../parts/section.tsx';
import { ScreenQueryState } from '../parts/query-state.tsx';
import { ReportForm, type ReportValues } from '../parts/report-form.tsx';
import { navigate } from '../router.ts';
import type { ScreenProps } from './screen-props.ts';
import { screenMessages as m } from './screen-messages.ts';

type Props = ScreenProps<{ name: 'visit'; entryId: string; plannedDate: string }>;

const pad = (n: number) => String(n).padStart(2, '0');
const nowClock = () => {
  const now = new Date();
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
};

/** Today at a 'HH:mm' on the phone's clock, as ISO with offset; null for a wrong time. */
export function todayAt(clock: string, now = new Date()): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!match) return null;
  const at = new Date(now);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return isoWithOffset(at);
}

/** Besuch: the service at the property; 'Erledigt' with the time, a comment and photos. */
export default function VisitScreen({ screen, project, me }: Props) {
  const agenda = useAgenda({ userId: me.id, projectId: project.id });
  const { outbox } = useOutbox();
  const [confirming, setConfirming] = useState(false);
  const [time, setTime] = useState(nowClock);
  const [error, setError] = useState<string | null>(null);
  const visit = findVisit(agenda.data, screen.entryId, screen.plannedDate);
  const target = visit ? targetOf(visit) : { type: 'visit', id: '' };
  const pending = useIsWaiting(target.type, target.id);
  if (!agenda.data) return <ScreenQueryState query={agenda} />;
  if (!visit) return <Text p="sm">{m.notFound}</Text>;

  const confirm = async ({ comment, photos }: ReportValues) => {
    const doneAt = todayAt(time);
    if (!doneAt) return setError(m.timeInvalid);
    setError(null);
    const result = await outbox.enqueue({
      projectId: project.id,
      label: m.labelVisit(visit.serviceName),
      target,
      method: 'POST',
      path: apiPath('/api/projects/{projectId}/tours/visits', { projectId: project.id }),
      body: {
        entryId: visit.entryId,
        plannedDate: visit.plannedDate,
        doneAt,
        ...(comment ? { comment } : {}),
      },
      photos,
    });
    if (result.outcome === 'refused') setError(result.error);
    else navigate({ name: 'today' });
  };

  return (
    <Stack p="sm" gap="md">
      <ItemHead title={visit.serviceName} item={visit} />
      {visit.serviceDescription.trim() && (
        <Section title={m.description}>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {visit.serviceDescription}
          </Text>
        </Section>
      )}
      {visit.status === 'planned' && !pending && !confirming && (
        <Button size="md" onClick={() => setConfirming(true)}>
          {m.confirmVisit}
        </Button>
      )}
      {confirming && !pending && (
        <Section title={m.confirmVisit}>
          <ReportForm
            submitLabel={m.confirmVisit}
            onSubmit={confirm}
            onCancel={() => setConfirming(false)}
            error={error}
          >
            <TextInput
              type="time"
              label={m.doneTime}
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              required
              w={160}
            />
          </ReportForm>
        </Section>
      )}
    </Stack>
  );
}

import { berlinToday } from '@kontor/core/scheduling/week-grouping';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiPath } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { isoWithOffset } from '../clock/clock-state.ts';
import { findVisit, targetOf, visitDay } from '../queries/agenda.ts';
import { useAgenda } from '../queries/worker-api.ts';
import { useIsWaiting, useOutbox } from '../outbox/use-outbox.ts';
import { ItemHead, Section } from '../parts/section.tsx';
import { ScreenQueryState } from '../parts/query-state.tsx';
import { ReportForm, type ReportValues } from '../parts/report-form.tsx';
import { leaveDetail } from '../router.ts';
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
  const { outbox, items } = useOutbox();
  const [confirming, setConfirming] = useState(false);
  const [time, setTime] = useState(nowClock);
  const [error, setError] = useState<string | null>(null);
  const visit = findVisit(agenda.data, screen.entryId, screen.plannedDate);
  const target = visit ? targetOf(visit) : { type: 'visit', id: '' };
  const pending = useIsWaiting(target.type, target.id);
  // A completion the server refused (sent from the queue later) stays readable here.
  const refusals = items
    .filter((item) => item.state === 'failed' && item.target.type === 'visit')
    .filter((item) => item.target.id === `${screen.entryId}/${screen.plannedDate}`)
    .map((item) => (
      <Alert key={item.id} color="red" role="alert" title={item.label}>
        {item.error}
      </Alert>
    ));
  if (!agenda.data) return <ScreenQueryState query={agenda} />;
  if (!visit)
    return (
      <Stack p="sm">
        {refusals}
        <Text>{m.notFound}</Text>
      </Stack>
    );
  // Before its day a visit cannot be done (the server refuses it too); a holiday may have
  // moved it, so its agenda day counts, not its planned date.
  const day = visitDay(agenda.data, visit);
  const notYet = day !== null && day > berlinToday(Date.now());

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
    // Back to the list it was opened from ('Heute', 'Woche', 'Nachrichten').
    else leaveDetail();
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
      {refusals}
      {visit.status === 'planned' && !pending && !confirming && (
        <Stack gap={4}>
          <Button
            size="md"
            disabled={notYet}
            aria-describedby={notYet ? 'visit-not-yet' : undefined}
            onClick={() => setConfirming(true)}
          >
            {m.confirmVisit}
          </Button>
          {notYet && (
            <Text id="visit-not-yet" size="sm">
              {m.notYetDue(formatDate(day))}
            </Text>
          )}
        </Stack>
      )}
      {confirming && !pending && !notYet && (
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

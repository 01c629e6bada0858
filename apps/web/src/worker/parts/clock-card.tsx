import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClockEventKind } from '@kontor/core/worker-app-texts';
import { clockMessages } from '@kontor/core/worker-app-texts';
import { clockOf } from '../../features/time-tracking/time-format.ts';
import {
  afterEvent,
  clockActions,
  deviceId,
  isoWithOffset,
  nextDeviceSeq,
  optimisticClock,
  prospectiveEntry,
  type WaitingClockEvent,
} from '../clock/clock-state.ts';
import type { ClockStatus } from '@kontor/core/schemas/worker-app';
import { api, apiPath, unwrap } from '../../lib/api-client.ts';
import { useClock, type Scope } from '../queries/worker-api.ts';
import { workerKey } from '../queries/worker-key.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { useOnline } from '../shell/connection-bar.tsx';
import { timeMessages as t } from '../screens/screen-messages.ts';
import { QueryState } from './query-state.tsx';

const ACTION_LABELS: Record<ClockEventKind, string> = {
  in: clockMessages.clockIn,
  'break-start': clockMessages.breakStart,
  'break-end': clockMessages.breakEnd,
  out: clockMessages.clockOut,
};

type Check =
  { state: 'checking' } | { state: 'offline' | 'failed' } | { state: 'done'; findings: string[] };

/** The time clock: its state (the server's, with waiting events applied) and the next steps. */
export function ClockCard({ scope }: { scope: Scope }) {
  const clock = useClock(scope);
  const online = useOnline();
  const { outbox, items } = useOutbox();
  const [check, setCheck] = useState<Check | null>(null);
  const queryClient = useQueryClient();
  if (!clock.data) return <QueryState query={clock} />;
  const waiting: WaitingClockEvent[] = items
    .filter((item) => item.state === 'pending' && item.target.type === 'clock')
    .filter((item) => item.target.id === scope.projectId)
    .map((item) => item.body as unknown as WaitingClockEvent);
  const current = optimisticClock(clock.data, waiting);

  const record = async (kind: ClockEventKind) => {
    setCheck(null);
    const now = new Date();
    const deviceTime = isoWithOffset(now);
    // Shown at once, and still after the send until the clock is read again.
    queryClient.setQueryData<ClockStatus>(
      workerKey(scope.userId, scope.projectId, 'clock'),
      (old) => {
        const next = old && afterEvent(old.state, kind);
        if (!old || !next) return old;
        const event = {
          id: `local-${deviceTime}`,
          kind,
          deviceTime,
          receivedAt: deviceTime,
          deviceId: '',
          deviceSeq: -1,
          late: false,
        };
        return {
          ...old,
          state: next,
          since: next === 'off' ? null : deviceTime,
          events: kind === 'in' ? [event] : [...old.events, event],
        };
      },
    );
    await outbox.enqueue({
      projectId: scope.projectId,
      label: t.labelEvent(ACTION_LABELS[kind], clockOf(deviceTime)),
      target: { type: 'clock', id: scope.projectId },
      method: 'POST',
      path: apiPath('/api/projects/{projectId}/time-tracking/clock', {
        projectId: scope.projectId,
      }),
      body: { kind, deviceTime, deviceId: deviceId(), deviceSeq: nextDeviceSeq() },
    });
  };

  const askOut = async () => {
    if (!online) return setCheck({ state: 'offline' });
    const events = [...(clock.data.state === 'off' ? [] : clock.data.events), ...waiting];
    const entry = prospectiveEntry(events, isoWithOffset(new Date()));
    if (!entry) return setCheck({ state: 'done', findings: [] });
    setCheck({ state: 'checking' });
    try {
      const answer = await unwrap(
        api.POST('/api/projects/{projectId}/time-tracking/entries/check', {
          params: { path: { projectId: scope.projectId } },
          body: entry,
        }),
      );
      setCheck({
        state: 'done',
        findings: [...answer.issues, ...answer.findings].map((finding) => finding.message),
      });
    } catch {
      setCheck({ state: 'failed' });
    }
  };

  const stateText =
    current.state === 'off' ? t.off : current.state === 'working' ? t.working : t.break;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.clock}
        </Title>
        <Text fw={650} aria-live="polite">
          {stateText}
          {current.since && ` ${t.since(clockOf(current.since))}`}
        </Text>
        {check === null && (
          <Group gap="sm">
            {clockActions(current.state).map((kind) => (
              <Button
                key={kind}
                size="md"
                variant={kind === 'out' ? 'outline' : 'filled'}
                onClick={() => void (kind === 'out' ? askOut() : record(kind))}
              >
                {ACTION_LABELS[kind]}
              </Button>
            ))}
          </Group>
        )}
        {check !== null && (
          <Paper
            withBorder
            p="sm"
            radius="md"
            bg="gray.0"
            role="group"
            aria-labelledby="clock-out-title"
          >
            <Stack gap="xs">
              <Title order={3} size="h5" id="clock-out-title">
                {t.confirmOutTitle}
              </Title>
              {check.state === 'checking' && <Text size="sm">{t.checking}</Text>}
              {check.state === 'offline' && <Text size="sm">{t.offlineCheck}</Text>}
              {check.state === 'failed' && <Text size="sm">{t.checkFailed}</Text>}
              {check.state === 'done' && check.findings.length === 0 && (
                <Text size="sm">{t.noFindings}</Text>
              )}
              {check.state === 'done' && check.findings.length > 0 && (
                <>
                  <Text size="sm" fw={600}>
                    {t.findingsTitle}
                  </Text>
                  <List size="sm">
                    {check.findings.map((finding) => (
                      <List.Item key={finding}>{finding}</List.Item>
                    ))}
                  </List>
                </>
              )}
              <Group gap="sm">
                <Button disabled={check.state === 'checking'} onClick={() => void record('out')}>
                  {t.confirmOut}
                </Button>
                <Button variant="default" onClick={() => setCheck(null)}>
                  {t.cancel}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}

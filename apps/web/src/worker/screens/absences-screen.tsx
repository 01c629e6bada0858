import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import { ABSENCE_STATE_LABELS } from '@kontor/core/states/messages';
import { ABSENCE_TYPE_LABELS } from '@kontor/core/time-tracking/messages';
import { ABSENCE_TYPES, type AbsenceType } from '@kontor/core/time-tracking/types';
import { formatDate } from '../../lib/format.ts';
import { apiPath } from '../../lib/api-client.ts';
import { useAbsences } from '../queries/worker-api.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { QueryState } from '../parts/query-state.tsx';
import type { ScreenProps } from './screen-props.ts';
import { screenMessages as m, timeMessages as t } from './screen-messages.ts';

const TYPE_OPTIONS = [
  { value: '', label: 'Bitte wählen' },
  ...ABSENCE_TYPES.map((type) => ({ value: type, label: ABSENCE_TYPE_LABELS[type] })),
];

function RequestForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const { outbox } = useOutbox();
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || !from || !to) return setError(t.fillAll);
    if (to < from) return setError(t.endBeforeStart);
    setError(null);
    setSending(true);
    const label = t.labelAbsence(
      ABSENCE_TYPE_LABELS[type as AbsenceType],
      formatDate(from),
      formatDate(to),
    );
    const result = await outbox.enqueue({
      projectId,
      label,
      target: { type: 'absence-new', id: `${from}/${to}` },
      method: 'POST',
      path: apiPath('/api/projects/{projectId}/time-tracking/absences', { projectId }),
      // Created and submitted in one request: it can wait in the outbox without an id.
      body: { type, startDate: from, endDate: to, comment: '', submit: true },
    });
    setSending(false);
    if (result.outcome === 'refused') setError(result.error);
    else onDone();
  };
  return (
    <Paper withBorder p="sm" radius="md" component="form" onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.request}
        </Title>
        <NativeSelect
          label={t.type}
          data={TYPE_OPTIONS}
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
          required
        />
        <Group grow gap="sm">
          <TextInput
            type="date"
            label={t.from}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            required
          />
          <TextInput
            type="date"
            label={t.to}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.currentTarget.value)}
            required
          />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={sending}>
            {t.request}
          </Button>
          <Button variant="default" onClick={onDone} disabled={sending}>
            {m.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const STATE_COLORS: Partial<Record<AbsenceView['state'], string>> = {
  approved: 'green',
  refused: 'red',
};

function AbsenceRow({ absence, projectId }: { absence: AbsenceView; projectId: string }) {
  const { outbox, items } = useOutbox();
  const waiting = items.some((item) => item.state === 'pending' && item.target.id === absence.id);
  const typeLabel = ABSENCE_TYPE_LABELS[absence.type];
  const submit = () =>
    void outbox.enqueue({
      projectId,
      label: t.labelSubmit(typeLabel, formatDate(absence.startDate)),
      target: { type: 'absence', id: absence.id },
      method: 'POST',
      path: apiPath('/api/projects/{projectId}/time-tracking/absences/{absenceId}/submit', {
        projectId,
        absenceId: absence.id,
      }),
      body: { version: absence.version },
    });
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={650}>{typeLabel}</Text>
          <Text size="sm">
            {formatDate(absence.startDate)} – {formatDate(absence.endDate)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge variant="light" color={STATE_COLORS[absence.state] ?? 'gray'}>
            {ABSENCE_STATE_LABELS[absence.state]}
          </Badge>
          {waiting && (
            <Badge color="yellow" variant="light">
              {m.waiting}
            </Badge>
          )}
        </Stack>
      </Group>
      {(absence.state === 'created' || absence.state === 'refused') && !waiting && (
        <Group justify="space-between" mt="xs" gap="xs">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {absence.state === 'created'
              ? t.createdHint
              : absence.refusalReason
                ? t.refusalReason(absence.refusalReason)
                : t.noRefusalReason}
          </Text>
          <Button size="xs" onClick={submit}>
            {t.submit}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** Abwesenheiten: the worker's requests with their state; 'Abwesenheit beantragen'. */
export default function AbsencesScreen({ project, me }: ScreenProps) {
  const absences = useAbsences({ userId: me.id, projectId: project.id });
  const { items } = useOutbox();
  const [requesting, setRequesting] = useState(false);
  const newWaiting = items.filter(
    (item) => item.state === 'pending' && item.target.type === 'absence-new',
  );
  return (
    <Stack p="sm" gap="md">
      <Title order={2} size="h3">
        {t.absencesTitle}
      </Title>
      {requesting ? (
        <RequestForm projectId={project.id} onDone={() => setRequesting(false)} />
      ) : (
        <Button onClick={() => setRequesting(true)}>{t.request}</Button>
      )}
      {newWaiting.map((item) => (
        <Paper key={item.id} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{item.label}</Text>
            <Badge color="yellow" variant="light">
              {m.waiting}
            </Badge>
          </Group>
        </Paper>
      ))}
      {absences.data ? (
        absences.data.items.length === 0 && newWaiting.length === 0 ? (
          <Text>{t.noAbsences}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {absences.data.items.map((absence) => (
              <AbsenceRow key={absence.id} absence={absence} projectId={project.id} />
            ))}
          </Stack>
        )
      ) : (
        <QueryState query={absences} />
      )}
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Progress,
  Radio,
  Stack,
  Stepper,
  Text,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { monthResetMessages } from '@kontor/core/schemas/time-tracking-api';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useMonthReset, useStartMonthReset } from '../api/time-tracking-api.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { messages } from '../messages.ts';
import { monthParam } from '../time-format.ts';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

const w = messages.reset;
const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface MonthResetWizardProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  /** The month shown on the screen, the wizard's default. */
  year: number;
  month: number;
}

/** 'Monatsdaten aktualisieren': Mitarbeiter → Zeiten → Bestätigen, then the job's progress. */
export function MonthResetWizard({ projectId, opened, onClose, ...shown }: MonthResetWizardProps) {
  const [step, setStep] = useState(0);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [usersError, setUsersError] = useState<string>();
  const [month, setMonth] = useState(`${monthParam(shown.year, shown.month)}-01`);
  const [mode, setMode] = useState<'fill' | 'replace'>('fill');
  const [resetId, setResetId] = useState<string | null>(null);
  const employees = useProjectMembers(projectId);
  const start = useStartMonthReset(projectId);
  const progress = useMonthReset(projectId, resetId);
  const queryClient = useQueryClient();
  const run = progress.data;

  const close = () => {
    setStep(0);
    setUserIds([]);
    setResetId(null);
    setUsersError(undefined);
    onClose();
  };
  useEffect(() => {
    if (run?.state !== 'done') return;
    // The spec's text, and what changed below it.
    notify.success(monthResetMessages.done, monthResetMessages.summary(run.days, run.employees));
    void queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'time-tracking'] });
    close();
    // Runs once when the job reports done.
  }, [run?.state]);

  const all = (employees.data ?? []).map((m) => ({ value: m.id, label: m.name }));
  const next = () => {
    if (step === 0 && userIds.length === 0) return setUsersError(monthResetMessages.usersMissing);
    setStep((s) => s + 1);
  };
  const confirm = () =>
    start.mutate(
      {
        year: Number(month.slice(0, 4)),
        month: Number(month.slice(5, 7)),
        userIds,
        mode,
      },
      {
        onSuccess: (answer) => setResetId(answer.id),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <GuardedModal opened={opened} onClose={close} title={w.open} size="lg" centered>
      {resetId ? (
        <Stack gap="sm">
          <Progress
            value={run ? (100 * run.done) / Math.max(run.total, 1) : 0}
            animated
            aria-label={w.open}
          />
          <Text size="sm" role="status">
            {w.running(run?.done ?? 0, run?.total ?? userIds.length)}
          </Text>
          {run?.state === 'failed' ? <Alert color="red">{w.failed}</Alert> : null}
        </Stack>
      ) : (
        <Stack gap="md">
          <Stepper active={step} size="sm">
            <Stepper.Step label={w.steps.users}>
              <Stack gap="sm" mt="sm">
                <Checkbox
                  label={w.all}
                  checked={all.length > 0 && userIds.length === all.length}
                  indeterminate={userIds.length > 0 && userIds.length < all.length}
                  onChange={(event) =>
                    setUserIds(event.currentTarget.checked ? all.map((a) => a.value) : [])
                  }
                />
                <MultiSelect
                  label={w.users}
                  data={all}
                  value={userIds}
                  onChange={(ids) => {
                    setUserIds(ids);
                    setUsersError(undefined);
                  }}
                  searchable
                  error={usersError}
                />
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={w.steps.times}>
              <Stack gap="sm" mt="sm">
                <MonthPickerInput
                  label={w.month}
                  valueFormat="MMMM YYYY"
                  value={month}
                  onChange={(value) => value && setMonth(value)}
                />
                <Radio.Group
                  label={w.mode}
                  value={mode}
                  onChange={(value) => setMode(value as 'fill' | 'replace')}
                >
                  <Stack gap={6} mt={4}>
                    <Radio value="fill" label={w.fill} />
                    <Radio value="replace" label={w.replace} />
                  </Stack>
                </Radio.Group>
                <Text size="sm" c="dimmed">
                  {w.explain}
                </Text>
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={w.steps.confirm}>
              <Stack gap="sm" mt="sm">
                <Text size="sm" fw={500}>
                  {w.summary(
                    userIds.length,
                    MONTH.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`)),
                  )}
                  {' · '}
                  {mode === 'fill' ? w.fill : w.replace}
                </Text>
                <Alert color="yellow" variant="light">
                  {monthResetMessages.confirm}
                </Alert>
              </Stack>
            </Stepper.Step>
          </Stepper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={step === 0 ? close : () => setStep(step - 1)}>
              {step === 0 ? 'Abbrechen' : w.back}
            </Button>
            {step < 2 ? (
              <Button onClick={next}>{w.next}</Button>
            ) : (
              <Button color="red" onClick={confirm} loading={start.isPending}>
                {w.start}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </GuardedModal>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconFileExport, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { TimeEntryView } from '@kontor/core/schemas/time-tracking-api';
import { QueryError } from '../../../components/query-error.tsx';
import { apiPath } from '../../../lib/api-client.ts';
import { useLiveMonthRefresh, useMonthView } from '../api/time-tracking-api.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { inspectionExportTexts } from '../inspection-export-messages.ts';
import { messages } from '../messages.ts';
import { monthParam, parseMonth } from '../time-format.ts';
import { useTimeStaff } from '../time-staff.ts';
import { MonthDaysTable } from './month-days-table.tsx';
import { MonthResetWizard } from './month-reset-wizard.tsx';
import { MonthSummary } from './month-summary.tsx';
import { isNoRecord, NoRecordState } from './no-record-state.tsx';
import { TimeEntryPanel, type EntryTarget } from './time-entry-panel.tsx';
import { YearOverviewDialog } from './year-overview-dialog.tsx';

function thisMonth() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** 'Mitarbeiterübersicht': one employee's month, chosen in the URL (?user=…&month=2026-11). */
export function EmployeeMonth({ projectId }: { projectId: string }) {
  const [params, setParams] = useSearchParams();
  const self = useTimeStaff();
  // A worker sees their own month: no employee choice, no month reset, no payroll export.
  const userId = self.staff ? params.get('user') : self.userId;
  const { year, month } = parseMonth(params.get('month'), thisMonth());
  const employees = useProjectMembers(projectId);
  const view = useMonthView(projectId, userId, year, month);
  // A clock-in or -out on the worker app reloads the month at once (the live stream).
  useLiveMonthRefresh(projectId);
  const [target, setTarget] = useState<EntryTarget | null>(null);
  const [yearOpen, setYearOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" align="end" justify="space-between">
          <Group gap="sm" align="end">
            {self.staff ? (
              <Select
                label={messages.employee}
                placeholder={messages.chooseEmployee}
                data={(employees.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                value={userId}
                onChange={(value) => set('user', value)}
                searchable
                w={260}
              />
            ) : null}
            <MonthPickerInput
              label={messages.month}
              valueFormat="MMMM YYYY"
              value={`${monthParam(year, month)}-01`}
              onChange={(value) => value && set('month', value.slice(0, 7))}
              w={200}
            />
          </Group>
          <Group gap="sm">
            {self.staff ? (
              <>
                <Button variant="default" onClick={() => setResetOpen(true)}>
                  {messages.reset.open}
                </Button>
                <Button variant="default" component={Link} to="pruefexport">
                  {inspectionExportTexts.open}
                </Button>
                <Anchor
                  href={apiPath(
                    '/api/projects/{projectId}/time-tracking/exports/payroll/{year}/{month}',
                    {
                      projectId,
                      year,
                      month,
                    },
                  )}
                  size="sm"
                >
                  <Group gap={4}>
                    <IconFileTypeCsv size={18} aria-hidden />
                    {messages.payroll}
                  </Group>
                </Anchor>
                <Anchor
                  component={Link}
                  to={`/datev-lodas?month=${monthParam(year, month)}`}
                  size="sm"
                >
                  <Group gap={4}>
                    <IconFileExport size={18} aria-hidden />
                    {messages.lodas}
                  </Group>
                </Anchor>
              </>
            ) : null}
            {userId && view.data ? (
              <Group gap="sm">
                <Button variant="default" onClick={() => setYearOpen(true)}>
                  {messages.yearOverview}
                </Button>
                <Anchor
                  href={apiPath(
                    '/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}/timesheet',
                    { projectId, userId, year, month },
                  )}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                >
                  <Group gap={4}>
                    <IconFileTypePdf size={18} aria-hidden />
                    {messages.timesheet}
                  </Group>
                </Anchor>
              </Group>
            ) : null}
          </Group>
        </Group>
      </Paper>
      {!userId ? (
        <Alert variant="light" color="gray">
          {messages.chooseEmployee}
        </Alert>
      ) : (
        <>
          {isNoRecord(view.error) ? <NoRecordState /> : <QueryError query={view} />}
          {view.data ? (
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <MonthDaysTable
                  days={view.data.days}
                  running={view.data.runningShift}
                  onAdd={(date) => setTarget({ date })}
                  onEdit={(entry: TimeEntryView) => setTarget({ date: entry.date, entry })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <MonthSummary view={view.data} projectId={projectId} />
              </Grid.Col>
            </Grid>
          ) : null}
          {view.data ? (
            <TimeEntryPanel
              projectId={projectId}
              userId={userId}
              target={target}
              onClose={() => setTarget(null)}
            />
          ) : null}
          <YearOverviewDialog
            projectId={projectId}
            userId={userId}
            year={year}
            opened={yearOpen}
            onClose={() => setYearOpen(false)}
          />
        </>
      )}
      <MonthResetWizard
        projectId={projectId}
        opened={resetOpen}
        onClose={() => setResetOpen(false)}
        year={year}
        month={month}
      />
      {employees.isError ? <Text c="red.9">{messages.vacation.error}</Text> : null}
    </Stack>
  );
}

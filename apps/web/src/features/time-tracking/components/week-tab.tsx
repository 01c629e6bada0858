import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { berlinToday } from '@kontor/core/scheduling/index';
import { isoWeekDates, isoWeekOf, isoWeeksInYear } from '@kontor/core/time-tracking/local-date';
import { DataTable } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDate, formatHours } from '../../../lib/format.ts';
import { useWeekView } from '../api/time-tracking-api.ts';
import { messages } from '../messages.ts';

const w = messages.week;

type WeekRow = NonNullable<ReturnType<typeof useWeekView>['data']>['rows'][number];

const days = (n: number) => n.toLocaleString('de-DE');

/** 'Wochenübersicht': 'KW n' of this year and a row per employee (spec 000 §2). */
export function WeekTab({ projectId }: { projectId: string }) {
  const [params, setParams] = useSearchParams();
  const current = isoWeekOf(berlinToday(Date.now()));
  const wanted = Number(params.get('kw'));
  const year = current.year;
  const week = wanted >= 1 && wanted <= isoWeeksInYear(year) ? wanted : current.week;
  const view = useWeekView(projectId, year, week);
  const setWeek = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && Number(value) !== current.week) next.set('kw', value);
        else next.delete('kw');
        return next;
      },
      { replace: true },
    );
  const dates = isoWeekDates(year, week);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group align="end" gap="sm">
          <Select
            label={w.label}
            data={Array.from({ length: isoWeeksInYear(year) }, (_, i) => ({
              value: String(i + 1),
              label: w.option(i + 1),
            }))}
            value={String(week)}
            onChange={setWeek}
            allowDeselect={false}
            searchable
            w={160}
          />
          <Text size="sm" c="dimmed" pb={8}>
            {formatDate(dates[0])} – {formatDate(dates[6])}
          </Text>
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={week === current.week}
            onClick={() => setWeek(null)}
          >
            {w.reset}
          </Button>
        </Group>
      </Paper>
      <QueryError query={view} />
      <DataTable<WeekRow>
        label={`${messages.tabs.week} ${w.option(week)}`}
        rows={view.data?.rows ?? []}
        getRowId={(row) => row.user.id}
        loading={view.isFetching}
        emptyText={w.empty}
        columns={[
          { key: 'user', header: w.columns.user, render: (row) => row.user.name },
          { key: 'wd', header: w.columns.workingDays, render: (row) => days(row.workingDays) },
          { key: 'vd', header: w.columns.vacationDays, render: (row) => days(row.vacationDays) },
          { key: 'ad', header: w.columns.absenceDays, render: (row) => days(row.absenceDays) },
          { key: 'wt', header: w.columns.workTime, render: (row) => formatHours(row.workTime) },
          { key: 'br', header: w.columns.breaks, render: (row) => formatHours(row.breaks) },
          { key: 'to', header: w.columns.total, render: (row) => formatHours(row.total) },
          { key: 'sa', header: w.columns.saldo, render: (row) => formatHours(row.saldo) },
        ]}
      />
    </Stack>
  );
}

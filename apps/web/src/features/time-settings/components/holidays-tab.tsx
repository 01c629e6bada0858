import { useState } from 'react';
import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { GERMAN_STATES, type GermanState } from '@kontor/core/holidays/german-holidays';
import { DataTable } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useHolidays, useRefreshHolidays } from '../api/time-settings-api.ts';
import { messages } from '../messages.ts';

const h = messages.holidays;
type HolidayRow = NonNullable<ReturnType<typeof useHolidays>['data']>['items'][number];

/** 'Feiertage': every holiday with its date in the five shown years; 'Daten aktualisieren'. */
export function HolidaysTab({ projectId }: { projectId: string }) {
  const holidays = useHolidays(projectId);
  const refresh = useRefreshHolidays(projectId);
  const [state, setState] = useState<GermanState | null>(null);
  const years = holidays.data?.years ?? [];

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group align="end" gap="sm">
          <Select
            label={h.state}
            data={Object.entries(GERMAN_STATES).map(([value, label]) => ({ value, label }))}
            value={state}
            onChange={(value) => setState(value as GermanState | null)}
            searchable
            w={240}
          />
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={!state}
            loading={refresh.isPending}
            onClick={() =>
              state &&
              refresh.mutate(state, {
                onSuccess: () => notify.success(h.refreshed),
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            {h.refresh}
          </Button>
        </Group>
      </Paper>
      <QueryError query={holidays} />
      <DataTable<HolidayRow>
        label={messages.tabs.holidays}
        rows={holidays.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={holidays.isFetching}
        emptyText={h.empty}
        columns={[
          { key: 'name', header: h.name, render: (row) => row.name },
          ...years.map((year) => ({
            key: String(year),
            header: String(year),
            render: (row: HolidayRow) => formatDate(row.dates[String(year)] ?? null),
          })),
        ]}
      />
    </Stack>
  );
}

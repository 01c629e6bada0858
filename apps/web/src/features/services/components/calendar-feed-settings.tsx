import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { tourSettingsMessages as t } from '@kontor/core/schemas/tours';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useTourSettings, useUpdateTourSettings } from '../api/get-tour.ts';

/**
 * 'Kalender-Abos der Touren' in 'Leistungseinstellungen': whether the workers' iCal feeds
 * carry the properties' key numbers and info. Off by default; the warning says why.
 */
export function CalendarFeedSettings({ projectId }: { projectId: string }) {
  const settings = useTourSettings(projectId);
  const update = useUpdateTourSettings(projectId);
  const current = settings.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t.calendarTitle}
        </Title>
        <QueryError query={settings} />
        <Switch
          label={t.calendarDetails}
          checked={current?.calendarDetails ?? false}
          disabled={!current || update.isPending}
          aria-describedby="calendar-details-warning"
          onChange={(event) => {
            if (!current) return;
            update.mutate(
              { calendarDetails: event.currentTarget.checked, version: current.version },
              {
                onSuccess: () => notify.success(t.saved),
                onError: (error) => notify.error(errorMessage(error)),
              },
            );
          }}
        />
        <Alert
          id="calendar-details-warning"
          color={current?.calendarDetails ? 'orange' : 'gray'}
          variant="light"
        >
          <Text size="sm">{t.calendarDetailsWarning}</Text>
        </Alert>
        {current && !current.calendarDetails && <Text size="sm">{t.calendarDetailsOff}</Text>}
      </Stack>
    </Paper>
  );
}

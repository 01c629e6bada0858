import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { tourSettingsMessages as t } from '@kontor/core/schemas/tours';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useHolidayTemplates, useTourSettings, useUpdateTourSettings } from '../api/get-tour.ts';

const AUTOMATIC = 'automatic';

/**
 * 'Feiertage der Touren' in 'Leistungseinstellungen': which holiday template skips or moves
 * visits (automatic: the project's only template). Saved on change.
 */
export function TourSettingsPanel({ projectId }: { projectId: string }) {
  const settings = useTourSettings(projectId);
  const templates = useHolidayTemplates(projectId);
  const update = useUpdateTourSettings(projectId);
  const current = settings.data;
  const options = new Map<string, string>();
  for (const template of templates.data?.items ?? []) options.set(template.id, template.name);
  // The chosen one stays readable even when the template list cannot be read by this role.
  if (current?.effectiveTemplate) {
    options.set(current.effectiveTemplate.id, current.effectiveTemplate.name);
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t.title}
        </Title>
        <QueryError query={settings} />
        <Group gap="md" align="end" wrap="wrap">
          <Select
            label={t.holidayTemplate}
            data={[
              { value: AUTOMATIC, label: t.automatic },
              ...[...options].map(([value, label]) => ({ value, label })),
            ]}
            value={current ? (current.holidayTemplateId ?? AUTOMATIC) : null}
            disabled={!current || update.isPending}
            allowDeselect={false}
            onChange={(value) => {
              if (!current || !value) return;
              update.mutate(
                {
                  holidayTemplateId: value === AUTOMATIC ? null : value,
                  version: current.version,
                },
                {
                  onSuccess: () => notify.success(t.saved),
                  onError: (error) => notify.error(errorMessage(error)),
                },
              );
            }}
            w={{ base: '100%', sm: 420 }}
          />
          {current ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {current.effectiveTemplate ? current.effectiveTemplate.name : t.none}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { Button, Checkbox, Group, List, MultiSelect, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { earliestInspectionDate } from '@kontor/core/payroll/inspection-period';
import { inspectionExportBodySchema } from '@kontor/core/schemas/inspection-export';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useProjectMembers } from '../../../lib/project-members.ts';
import { useInspectionDownload, type InspectionFormat } from '../api/inspection-export.ts';
import { inspectionExportTexts as t } from '../inspection-export-messages.ts';

/** Today in Berlin as 'YYYY-MM-DD' (the server checks the same day). */
function berlinToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
}

/** The previous month up to today: what an inspection usually asks for first. */
function initialPeriod(today: string) {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  return { from: `${addDays(firstOfMonth, -1).slice(0, 8)}01`, to: today };
}

/**
 * The Prüfexport's choice: employees (all or some) and the period, then the PDF or the CSV of
 * the same body. The server's refusal lands beside its field (useSchemaForm).
 */
export function InspectionExportForm({ projectId }: { projectId: string }) {
  const today = berlinToday();
  const employees = useProjectMembers(projectId);
  const download = useInspectionDownload(projectId);
  const [format, setFormat] = useState<InspectionFormat | null>(null);
  const { form, handleSubmit, showServerError } = useSchemaForm({
    schema: inspectionExportBodySchema,
    initialValues: { all: false, userIds: [] as string[], ...initialPeriod(today) },
  });
  const values = form.getValues();
  const run = (chosen: InspectionFormat) =>
    handleSubmit((body) => {
      setFormat(chosen);
      download.mutate(
        { format: chosen, body },
        { onSuccess: () => notify.success(t.done), onError: showServerError },
      );
    })();
  const busy = download.isPending;

  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <Checkbox
          label={t.all}
          description={t.allDescription}
          {...form.getInputProps('all', { type: 'checkbox' })}
        />
        <MultiSelect
          label={t.employees}
          placeholder={values.userIds.length === 0 ? t.employeesPlaceholder : undefined}
          data={(employees.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          searchable
          clearable
          disabled={values.all}
          {...form.getInputProps('userIds')}
        />
        <Group grow align="start" wrap="wrap">
          <DatePickerInput
            label={t.from}
            required
            valueFormat="DD.MM.YYYY"
            minDate={earliestInspectionDate(today)}
            maxDate={today}
            miw={150}
            {...form.getInputProps('from')}
            value={values.from || null}
            onChange={(date) => form.setFieldValue('from', date ?? '')}
          />
          <DatePickerInput
            label={t.to}
            required
            valueFormat="DD.MM.YYYY"
            minDate={values.from || undefined}
            maxDate={today}
            miw={150}
            {...form.getInputProps('to')}
            value={values.to || null}
            onChange={(date) => form.setFieldValue('to', date ?? '')}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t.periodHint}
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            loading={busy && format === 'pdf'}
            disabled={busy && format !== 'pdf'}
            onClick={() => run('pdf')}
          >
            {t.pdf}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            loading={busy && format === 'csv'}
            disabled={busy && format !== 'csv'}
            onClick={() => run('csv')}
          >
            {t.csv}
          </Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite" mih={20}>
          {busy && format ? t.rendering(format.toUpperCase()) : ''}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            {t.contents}
          </Text>
          <List size="sm" spacing={2}>
            {t.contentItems.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </form>
  );
}

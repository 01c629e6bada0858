import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { InspectionExportForm } from '../components/inspection-export-form.tsx';
import { inspectionExportTexts as t } from '../inspection-export-messages.ts';
import { useTimeStaff } from '../time-staff.ts';

/** Route /time-tracking/pruefexport: the inspection export for office and admin. */
export function InspectionExportRoute() {
  const projectId = useProjectId();
  const { staff } = useTimeStaff();
  return (
    <Stack gap="md">
      <Anchor component={Link} to=".." relative="path" size="sm">
        {t.back}
      </Anchor>
      <PageHeader title={t.title} description={t.description} />
      {staff ? (
        <Paper withBorder p="md" radius="md" maw={720}>
          <InspectionExportForm projectId={projectId} />
        </Paper>
      ) : (
        <Alert variant="light" color="gray">
          {t.staffOnly}
        </Alert>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { berlinToday } from '@kontor/core/scheduling/index';
import { serviceProofHref } from '../api/get-tour.ts';
import { messages } from '../messages.ts';

const t = messages.tour.proof;

/** Last month by default: the proof is asked for once a month is over. */
function lastMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** 'Leistungsnachweis' of a property for a month, as PDF or CSV (office and admin roles). */
export function ServiceProofDownload({
  projectId,
  propertyId,
}: {
  projectId: string;
  propertyId: string;
}) {
  const [month, setMonth] = useState(() => lastMonth(berlinToday(Date.now())));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <Group gap="sm" align="end" wrap="wrap">
          <MonthPickerInput
            label={t.month}
            valueFormat="MMMM YYYY"
            value={`${month}-01`}
            onChange={(value) => value && setMonth(value.slice(0, 7))}
            w={200}
          />
          <Button
            component="a"
            href={serviceProofHref(projectId, propertyId, month, 'pdf')}
            variant="default"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
          >
            {t.pdf}
          </Button>
          <Button
            component="a"
            href={serviceProofHref(projectId, propertyId, month, 'csv')}
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          >
            {t.csv}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

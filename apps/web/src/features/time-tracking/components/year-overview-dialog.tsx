import { Table, Text } from '@mantine/core';
import { berlinToday } from '@kontor/core/scheduling/index';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDate, formatHours } from '../../../lib/format.ts';
import { useYearView } from '../api/time-tracking-api.ts';
import { messages } from '../messages.ts';
import { yearRowNote } from '../time-format.ts';
import { SaldoChart } from './saldo-chart.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

interface YearOverviewDialogProps {
  projectId: string;
  userId: string;
  year: number;
  opened: boolean;
  onClose: () => void;
}

const y = messages.year;

/** 'Zeiten Übersicht': the year month by month with the 'Gesamt' row and the § 3 / § 11 findings. */
export function YearOverviewDialog({ projectId, userId, year, ...modal }: YearOverviewDialogProps) {
  const view = useYearView(projectId, userId, year, modal.opened);
  const rows = view.data ? [...view.data.rows, view.data.total] : [];
  const today = berlinToday(Date.now());
  return (
    <GuardedModal {...modal} title={`${messages.yearOverview} ${year}`} size="lg" centered>
      <QueryError query={view} />
      {view.data ? <SaldoChart rows={view.data.rows} title={`${y.saldo} ${year}`} /> : null}
      <Table striped aria-label={`${messages.yearOverview} ${year}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{y.month}</Table.Th>
            <Table.Th ta="right">{y.target}</Table.Th>
            <Table.Th ta="right">{y.actual}</Table.Th>
            <Table.Th ta="right">{y.saldo}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const total = index === rows.length - 1;
            return (
              <Table.Tr key={row.label} fw={total ? 700 : undefined}>
                <Table.Td>
                  {total ? y.total : row.label}
                  {yearRowNote(year, total ? null : index + 1, today)}
                </Table.Td>
                <Table.Td ta="right">{formatHours(row.target)}</Table.Td>
                <Table.Td ta="right">{formatHours(row.actual)}</Table.Td>
                <Table.Td ta="right" c={row.saldo < 0 ? 'red.9' : undefined}>
                  {formatHours(row.saldo)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {view.data?.findings.map((finding) => (
        <Text key={`${finding.code}-${finding.firstMonth}-${finding.date}`} size="sm" mt="sm">
          {/* § 11 findings name the Sunday they concern. */}
          {finding.date ? `${formatDate(finding.date)}: ${finding.message}` : finding.message}
        </Text>
      ))}
    </GuardedModal>
  );
}

import type { LodasPreview } from '@kontor/core/schemas/lodas';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { formatCenti, messages } from '../messages.ts';

const c = messages.columns;
type Line = LodasPreview['lines'][number];
type Change = LodasPreview['changes'][number];
type Refusal = LodasPreview['refused'][number];

const lineColumns: DataTableColumn<Line>[] = [
  { key: 'employee', header: c.employee, render: (l) => l.user.name, role: 'primary' },
  { key: 'number', header: c.personnelNumber, render: (l) => l.personnelNumber },
  { key: 'wageType', header: c.wageType, render: (l) => l.wageType },
  { key: 'label', header: c.label, render: (l) => l.label },
  { key: 'hours', header: c.hours, render: (l) => formatCenti(l.centiHours) },
];

/** The movement lines the file will hold, one per employee and wage type. */
export function LodasLinesTable({
  preview,
  loading,
}: {
  preview?: LodasPreview;
  loading: boolean;
}) {
  return (
    <DataTable
      label={messages.preview}
      columns={lineColumns}
      rows={preview?.lines ?? []}
      getRowId={(l) => `${l.personnelNumber}-${l.wageType}`}
      loading={loading}
      emptyText={messages.empty}
    />
  );
}

const changeColumns: DataTableColumn<Change>[] = [
  {
    key: 'employee',
    header: c.employee,
    render: (x) => x.user?.name ?? `${c.personnelNumber} ${x.personnelNumber}`,
    role: 'primary',
  },
  { key: 'number', header: c.personnelNumber, render: (x) => x.personnelNumber },
  { key: 'wageType', header: c.wageType, render: (x) => x.wageType },
  { key: 'before', header: c.before, render: (x) => messages.hours(x.before) },
  { key: 'after', header: c.after, render: (x) => messages.hours(x.after) },
];

/** What changed since the last export: old → new per employee and wage type. */
export function LodasChangesTable({ changes }: { changes: Change[] }) {
  return (
    <DataTable
      label={messages.changesTitle}
      columns={changeColumns}
      rows={changes}
      getRowId={(x) => `${x.personnelNumber}-${x.wageType}`}
      emptyText=""
    />
  );
}

const refusalColumns: DataTableColumn<Refusal>[] = [
  { key: 'employee', header: c.employee, render: (r) => r.user.name, role: 'primary' },
  { key: 'reasons', header: c.reasons, render: (r) => r.reasons.join(', ') },
];

/** The employees without Personalnummer or wage, who keep the month from being exported. */
export function LodasRefusedTable({ refused }: { refused: Refusal[] }) {
  return (
    <DataTable
      label={messages.refusedTitle}
      columns={refusalColumns}
      rows={refused}
      getRowId={(r) => r.user.id}
      emptyText=""
    />
  );
}

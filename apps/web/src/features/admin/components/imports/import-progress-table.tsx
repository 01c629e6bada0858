import { Progress, Stack, Text } from '@mantine/core';
import type { ImportClassProgress } from '@kontor/core/schemas/imports';
import { DataTable, type DataTableColumn } from '../../../../components/list/data-table.tsx';
import { messages } from '../../messages.ts';

const text = messages.imports;
const number = (n: number) => n.toLocaleString('de-DE');

/** How far a class is: 0–100, and the line under its bar. */
export function classProgress(c: ImportClassProgress): { percent: number; label: string } {
  if (c.done && (c.total === 0 || (c.total === null && c.read === 0))) {
    return { percent: 100, label: text.classEmpty };
  }
  if (c.done) return { percent: 100, label: `${text.classDone} · ${text.readSoFar(c.read)}` };
  if (c.total === null || c.total === 0) {
    return { percent: 0, label: c.read > 0 ? text.readSoFar(c.read) : text.classWaiting };
  }
  const percent = Math.min(99, Math.floor((c.read / c.total) * 100));
  return {
    percent,
    label: c.read > 0 ? text.ofTotal(c.read, c.total) : text.classWaiting,
  };
}

const count = (key: 'created' | 'updated' | 'unchanged' | 'skipped', header: string) => ({
  key,
  header,
  render: (c: ImportClassProgress) => <Text size="sm">{number(c[key])}</Text>,
});

const columns = (running: boolean): DataTableColumn<ImportClassProgress>[] => [
  {
    key: 'className',
    header: text.colClass,
    role: 'primary',
    render: (c) => (
      <Text size="sm" fw={600}>
        {c.className}
      </Text>
    ),
  },
  {
    key: 'progress',
    header: text.colProgress,
    width: 220,
    render: (c) => {
      const { percent, label } = classProgress(c);
      const active = running && !c.done && c.read > 0;
      return (
        <Stack gap={4} miw={140}>
          <Progress
            value={percent}
            color={c.done ? 'green' : 'blue'}
            // Striped, not animated: a running animation would be motion without end.
            striped={active}
            aria-label={text.progressLabel(c.className)}
          />
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Stack>
      );
    },
  },
  count('created', text.colCreated),
  count('updated', text.colUpdated),
  count('unchanged', text.colUnchanged),
  count('skipped', text.colSkipped),
];

/** A class the source has no object of (counted at the start, or read through empty). */
export const isEmptyClass = (c: ImportClassProgress) =>
  c.total === 0 || (c.done && c.read === 0 && c.total === null);

/**
 * 'Fortschritt je Klasse': a bar per class with its counts, in import order; the classes the
 * source has no object of are named in one line below, not as rows of zeros.
 */
export function ImportProgressTable({
  classes,
  running,
}: {
  classes: ImportClassProgress[];
  running: boolean;
}) {
  const empty = classes.filter(isEmptyClass);
  return (
    <Stack gap="xs">
      <DataTable
        label={text.progressTitle}
        columns={columns(running)}
        rows={classes.filter((c) => !isEmptyClass(c))}
        getRowId={(c) => c.className}
        emptyText={text.noObjects}
      />
      {empty.length > 0 ? (
        <Text size="sm" c="dimmed">
          {text.emptyClasses(empty.map((c) => c.className).join(', '))}
        </Text>
      ) : null}
    </Stack>
  );
}

import { useMemo } from 'react';
import { Group, Select, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CellVisitCounts } from '@kontor/core/schemas/services';
import { berlinToday } from '@kontor/core/scheduling/index';
import { isoWeekOf } from '@kontor/core/time-tracking/local-date';
import { weekLabel, weekOptions } from '@kontor/core/tours/tour-weeks';
import { messages } from '../messages.ts';
import classes from './service-matrix.module.css';

const t = messages.matrix;

/** The week whose visits the matrix counts (`?week=`, its Monday), or none. */
export function MatrixWeekSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (monday: string | null) => void;
}) {
  const options = useMemo(() => {
    const list = weekOptions(isoWeekOf(berlinToday(Date.now())).year);
    if (value && !list.some((o) => o.value === value)) {
      list.unshift({ value, label: `${weekLabel(value)}/${isoWeekOf(value).year}` });
    }
    return list;
  }, [value]);
  return (
    <Select
      aria-label={t.week}
      placeholder={t.noWeek}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      searchable
      maxDropdownHeight={280}
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/**
 * 'done/planned' of the week in a cell and the missed ones with a warning sign. It names the
 * cell's button ("Objekt – Service: 2 von 3 erledigt, 1 nicht erledigt" for a screen reader), so the
 * visible figures are part of that name.
 */
export function CellVisitCountsText({ name, counts }: { name: string; counts: CellVisitCounts }) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.counts}>
      <VisuallyHidden>{`${name}: `}</VisuallyHidden>
      <Text span size="xs" fw={600}>
        {counts.done}/{counts.planned}
      </Text>
      <VisuallyHidden>{t.doneSuffix}</VisuallyHidden>
      {counts.missed > 0 ? (
        <Text span size="xs" c="red.8" fw={600} className={classes.missed}>
          <VisuallyHidden>, </VisuallyHidden>
          <IconAlertTriangle size={12} aria-hidden />
          {counts.missed}
          <VisuallyHidden>{t.missedSuffix}</VisuallyHidden>
        </Text>
      ) : null}
    </Group>
  );
}

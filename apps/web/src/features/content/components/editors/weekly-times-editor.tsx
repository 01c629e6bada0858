import { Group, Select } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { WEEKDAY_NAMES } from '@kontor/core/time-tracking/messages';
import { PlaceInput, type Place } from './place-input.tsx';
import { newRowId, RepeatableRows } from './repeatable-rows.tsx';

export interface WeeklyTime {
  id: string;
  weekday: number;
  start: string;
  end: string;
  place: Place | null;
}

interface Props {
  projectId: string;
  label: string;
  value: WeeklyTime[];
  onChange: (value: WeeklyTime[]) => void;
  errorAt: (path: string) => string | undefined;
}

/** Weekly times of a group (spec 001 §3 Weekly time): weekday, from, to and a place. */
export function WeeklyTimesEditor({ projectId, label, value, onChange, errorAt }: Props) {
  return (
    <RepeatableRows
      legend={label}
      items={value}
      onChange={onChange}
      create={() => ({ id: newRowId(), weekday: 1, start: '18:00', end: '19:30', place: null })}
      addLabel="Zeit hinzufügen"
      removeLabel={(i) => `Zeit ${i + 1} entfernen`}
      empty="Noch keine Zeiten"
      error={errorAt('')}
      renderRow={(time, update, i) => (
        <>
          <Group grow align="flex-start">
            <Select
              label={`Zeit ${i + 1}: Wochentag`}
              data={WEEKDAY_NAMES.map((day, d) => ({ value: String(d + 1), label: day }))}
              value={String(time.weekday)}
              allowDeselect={false}
              onChange={(day) => update({ weekday: Number(day) })}
            />
            <TimeInput
              label={`Zeit ${i + 1}: Von`}
              value={time.start}
              onChange={(e) => update({ start: e.currentTarget.value })}
              error={errorAt(`${i}.start`)}
            />
            <TimeInput
              label={`Zeit ${i + 1}: Bis`}
              value={time.end}
              onChange={(e) => update({ end: e.currentTarget.value })}
              error={errorAt(`${i}.end`)}
            />
          </Group>
          <PlaceInput
            projectId={projectId}
            label={`Zeit ${i + 1}: Ort`}
            value={time.place}
            onChange={(place) => update({ place })}
            error={errorAt(`${i}.place`)}
          />
        </>
      )}
    />
  );
}

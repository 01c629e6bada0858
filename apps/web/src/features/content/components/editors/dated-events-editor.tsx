import { Checkbox, Group, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { parseGermanDate } from '../../../../lib/format.ts';
import { PlaceInput, type Place } from './place-input.tsx';
import { newRowId, RepeatableRows } from './repeatable-rows.tsx';

export interface DatedEvent {
  id: string;
  start: string;
  end: string | null;
  label: string;
  fullDay: boolean;
  place: Place | null;
}

interface Props {
  projectId: string;
  label: string;
  value: DatedEvent[];
  onChange: (value: DatedEvent[]) => void;
  errorAt: (path: string) => string | undefined;
}

/** The local day (YYYY-MM-DD) and time (HH:mm) of a stored instant. */
const dayOf = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD') : null);
const timeOf = (iso: string | null) => (iso ? dayjs(iso).format('HH:mm') : '');

/** An instant from a local day and time; a full day starts at 00:00. */
function instant(day: string | null, time: string): string | null {
  if (!day) return null;
  const at = dayjs(`${day}T${/^\d\d:\d\d$/.test(time) ? time : '00:00'}`);
  return at.isValid() ? at.toISOString() : null;
}

/** The dates of an event (spec 001 §3 Dated event): start, optional end, label, full day, place. */
export function DatedEventsEditor({ projectId, label, value, onChange, errorAt }: Props) {
  return (
    <RepeatableRows
      legend={label}
      items={value}
      onChange={onChange}
      create={() => ({
        id: newRowId(),
        start: dayjs().add(7, 'day').hour(18).minute(0).second(0).millisecond(0).toISOString(),
        end: null,
        label: '',
        fullDay: false,
        place: null,
      })}
      addLabel="Termin hinzufügen"
      removeLabel={(i) => `Termin ${i + 1} entfernen`}
      empty="Noch keine Termine"
      error={errorAt('')}
      renderRow={(event, update, i) => {
        const name = `Termin ${i + 1}`;
        return (
          <>
            <Group grow align="flex-start">
              <DateInput
                label={`${name}: Beginn`}
                valueFormat="DD.MM.YYYY"
                dateParser={parseGermanDate}
                value={dayOf(event.start)}
                onChange={(day) =>
                  update({ start: instant(day, timeOf(event.start)) ?? event.start })
                }
                error={errorAt(`${i}.start`)}
              />
              {event.fullDay ? null : (
                <TimeInput
                  label={`${name}: Uhrzeit`}
                  value={timeOf(event.start)}
                  onChange={(e) =>
                    update({
                      start: instant(dayOf(event.start), e.currentTarget.value) ?? event.start,
                    })
                  }
                />
              )}
              <DateInput
                label={`${name}: Ende`}
                valueFormat="DD.MM.YYYY"
                dateParser={parseGermanDate}
                clearable
                value={dayOf(event.end)}
                onChange={(day) => update({ end: instant(day, timeOf(event.end) || '23:59') })}
                error={errorAt(`${i}.end`)}
              />
              {event.fullDay || !event.end ? null : (
                <TimeInput
                  label={`${name}: Ende Uhrzeit`}
                  value={timeOf(event.end)}
                  onChange={(e) =>
                    update({ end: instant(dayOf(event.end), e.currentTarget.value) })
                  }
                />
              )}
            </Group>
            <Group grow align="flex-end">
              <TextInput
                label={`${name}: Bezeichnung`}
                value={event.label}
                onChange={(e) => update({ label: e.currentTarget.value })}
                error={errorAt(`${i}.label`)}
              />
              <Checkbox
                label="Ganztägig"
                aria-label={`${name}: Ganztägig`}
                checked={event.fullDay}
                mb={8}
                onChange={(e) => {
                  const fullDay = e.currentTarget.checked;
                  update(
                    fullDay
                      ? {
                          fullDay,
                          start: instant(dayOf(event.start), '00:00') ?? event.start,
                        }
                      : { fullDay },
                  );
                }}
              />
            </Group>
            <PlaceInput
              projectId={projectId}
              label={`${name}: Ort`}
              value={event.place}
              onChange={(place) => update({ place })}
              error={errorAt(`${i}.place`)}
            />
          </>
        );
      }}
    />
  );
}

/**
 * Dated events and weekly times (spec 001 §3) from their Parse shapes: places resolved (a
 * location record, a map point, an online link checked), each entry validated by the content
 * declaration's own schema; an entry that does not fit is noted and left out.
 */
import { fieldValueSchema } from '@kontor/core/content/field-schemas';
import type { ContentField } from '@kontor/core/content/declaration';
import { geoPointOf } from './content-location.ts';
import { boolOf, isEmpty, listOf, recordOf, textOf, type Scope } from './content-scope.ts';

const WEEKDAYS = ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'];
const SHORT_WEEKDAYS = ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'];

async function placeOf(scope: Scope, value: unknown, label: string) {
  if (isEmpty(value)) return null;
  const raw = recordOf(value);
  const type = textOf(raw.type);
  switch (type) {
    case 'address':
      return { type, address: textOf(raw.address) };
    case 'location': {
      const location = await scope.optionalRef('Location', raw.location, `${label} (Ort)`);
      return location ? { type, location } : null;
    }
    case 'map': {
      const map = geoPointOf(scope, raw.map, `${label} (Karte)`);
      return map ? { type, map } : null;
    }
    case 'online': {
      const online = scope.link(raw.online, `${label} (Online-Link)`);
      return online ? { type, online } : null;
    }
    default:
      scope.note(`${label}: Ortsart „${type}“ ist unbekannt; ohne Ort übernommen.`);
      return null;
  }
}

/** One entry checked with the declaration's schema of the whole list. */
function valid(scope: Scope, field: ContentField, entry: unknown, label: string): boolean {
  const parsed = fieldValueSchema(field).safeParse([entry]);
  if (parsed.success) return true;
  scope.note(`${label} wurde nicht übernommen: ${parsed.error.issues[0]?.message}.`);
  return false;
}

export async function datedEventsOf(scope: Scope, value: unknown, field: ContentField) {
  const result = [];
  for (const [index, entry] of listOf(value).entries()) {
    const raw = recordOf(entry);
    const label = `Termin ${index + 1}`;
    const start = scope.date(raw.start, `${label} (Beginn)`);
    if (!start) {
      scope.note(`${label} hat keinen Beginn und wurde nicht übernommen.`);
      continue;
    }
    const event = {
      id: textOf(raw.id) || `date-${index + 1}`,
      start,
      end: scope.date(raw.end, `${label} (Ende)`),
      label: textOf(raw.label),
      fullDay: boolOf(raw.full_day),
      place: await placeOf(scope, raw.place, label),
    };
    if (valid(scope, field, event, label)) result.push(event);
  }
  return result;
}

function weekdayOf(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= 7 ? value : undefined;
  const text = textOf(value).toLowerCase();
  if (/^[1-7]$/.test(text)) return Number(text);
  const index = Math.max(WEEKDAYS.indexOf(text), SHORT_WEEKDAYS.indexOf(text));
  return index >= 0 ? index + 1 : undefined;
}

/** 'H:mm' or 'HH:mm'; other shapes are left for the schema to refuse. */
const timeOf = (value: unknown) => textOf(value).replace(/^(\d):/, '0$1:');

export async function weeklyTimesOf(scope: Scope, value: unknown, field: ContentField) {
  const result = [];
  for (const [index, entry] of listOf(value).entries()) {
    const raw = recordOf(entry);
    const label = `Zeit ${index + 1}`;
    const weekday = weekdayOf(raw.weekday);
    if (!weekday) {
      scope.note(`${label}: Wochentag „${textOf(raw.weekday)}“ ist unbekannt; nicht übernommen.`);
      continue;
    }
    const time = {
      id: textOf(raw.id) || `time-${index + 1}`,
      weekday,
      start: timeOf(raw.start),
      end: timeOf(raw.end),
      place: await placeOf(scope, raw.place, label),
    };
    if (valid(scope, field, time, label)) result.push(time);
  }
  return result;
}

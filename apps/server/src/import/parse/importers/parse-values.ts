/**
 * Readers for the field shapes of the old system's Parse objects (spec 000 §3): pointers as
 * `{__type:'Pointer', className, objectId}`, included objects `{objectId, …}` or bare ids,
 * dates as `{__type:'Date', iso}` or ISO strings, files as `{__type:'File', name, url}`.
 * Pure: what does not fit answers undefined, the importer decides what that means.
 */
import { createHash } from 'node:crypto';
import { berlinToday } from '@kontor/core/scheduling/index';
import { isLocalDate, type LocalDate } from '@kontor/core/time-tracking/local-date';
import type { ParseFile } from '../contract.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objectId a pointer field names: a Pointer, an included object or a bare id string. */
export function pointerId(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (isObject(value) && typeof value.objectId === 'string' && value.objectId !== '') {
    return value.objectId;
  }
  return undefined;
}

/** The ids of a list of pointers (assigned_staff, substitutes); entries that are none are dropped. */
export function pointerIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map(pointerId).filter((id): id is string => id !== undefined))];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A trimmed, non-empty string, else undefined. */
export function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A moment: `{__type:'Date', iso}`, an ISO string or epoch milliseconds. */
export function instant(value: unknown): Date | undefined {
  const raw = isObject(value) && value.__type === 'Date' ? value.iso : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A calendar date: 'YYYY-MM-DD' as it is, any other moment as its day in Europe/Berlin (the
 * old system stored dates picked in the browser as midnight local time).
 */
export function localDate(value: unknown): LocalDate | undefined {
  if (typeof value === 'string' && isLocalDate(value)) return value;
  const moment = instant(value);
  return moment ? berlinToday(moment) : undefined;
}

/** A Parse file field, or an image path of the old system (spec: a string that is no id). */
export function parseFile(value: unknown): ParseFile | undefined {
  if (!isObject(value) || typeof value.url !== 'string' || value.url === '') return undefined;
  return { __type: 'File', name: typeof value.name === 'string' ? value.name : '', url: value.url };
}

export function record(value: unknown): Record<string, unknown> | undefined {
  return isObject(value) ? value : undefined;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A stable 10-character id derived from `parts`: rows the source has no objectId for (comments
 * inside a task, images named by path) get the same id on every run, so a second run finds
 * them instead of adding them again.
 */
export function derivedId(...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  let id = '';
  for (let i = 0; i < 10; i++) id += ALPHABET[digest[i]! % ALPHABET.length];
  return id;
}

/** The German way a pointer is named in a report line: `property → Ab12Cd34Ef`. */
export const pointerLabel = (field: string, id: string) => `${field} → ${id}`;

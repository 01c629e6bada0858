/**
 * Parse class `Property` (spec 000 §3: name, archived, settings {key_number, info},
 * assigned_staff, services map, created_by) → Kontor's property with its staff, and the
 * services map → the property's service entries ('Leistungsverzeichnis', the tours' source).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { properties } from '../../../db/schema/properties.ts';
import { serviceEntries, serviceEntryStaff } from '../../../db/schema/services.ts';
import { replaceStaff as replacePropertyStaff } from '../../../modules/properties/properties.repository.ts';
import { replaceStaff } from '../../../modules/services/services.repository.ts';
import type { ServiceSchedule } from '@kontor/core/tours/service-schedule';
import type { ClassImporter, ImportContext, ImportOutcome, ParseObject } from '../contract.ts';
import { bool, derivedId, instant, nonEmpty, pointerId, record, text } from './parse-values.ts';
import { upsertRow } from './upsert-row.ts';
import { creatorOf, staffOf } from './references.ts';
import { serviceScheduleOf } from './service-schedule.ts';
import { PARSE_CLASSES } from './class-names.ts';

/** settings.key_number: a whole number (Kontor's column), else left empty and noted. */
function keyNumberOf(context: ImportContext, object: ParseObject, value: unknown) {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number) && Math.abs(number) < 2 ** 31) {
    return number;
  }
  context.note(
    PARSE_CLASSES.property,
    object.objectId,
    `Schlüsselnummer keine ganze Zahl (settings.key_number: ${JSON.stringify(value)}); leer übernommen`,
  );
  return null;
}

/** The name is unique per project (case-insensitive): is another property using it? */
async function nameTakenBy(context: ImportContext, name: string, except: string | undefined) {
  const rows = await context.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.projectId, context.projectId),
        sql`lower(${properties.name}) = lower(${name})`,
        except ? ne(properties.id, except) : undefined,
      ),
    );
  return rows.length > 0;
}

/** The map's entries, whether Parse holds it as an object keyed by service id or as a list. */
function mapEntries(value: unknown): [string, Record<string, unknown>][] {
  const map = record(value);
  const list: [string, unknown][] = Array.isArray(value)
    ? value.map((entry, index) => [String(index), entry])
    : map
      ? Object.entries(map)
      : [];
  return list.flatMap(([key, entry]) => {
    const fields = record(entry);
    return fields ? [[key, fields] as [string, Record<string, unknown>]] : [];
  });
}

interface PlannedEntry {
  serviceId: string;
  values: { active: boolean; schedule: ServiceSchedule };
  staff: { workerIds: string[]; substituteIds: string[] };
}

/** The services map as service entries to write (one per service); what does not fit is noted. */
async function planServiceEntries(context: ImportContext, object: ParseObject) {
  const note = (message: string) => context.note(PARSE_CLASSES.property, object.objectId, message);
  const owner = { className: PARSE_CLASSES.property, sourceId: object.objectId };
  const planned: PlannedEntry[] = [];
  for (const [key, entry] of mapEntries(object.services)) {
    const serviceSource = pointerId(entry.serviceId) ?? pointerId(entry.service) ?? key;
    const serviceId = await context.refs.resolve(PARSE_CLASSES.service, serviceSource);
    if (!serviceId) {
      note(`Leistung nicht übernommen: Service nicht gefunden (services → ${serviceSource})`);
      continue;
    }
    if (planned.some((p) => p.serviceId === serviceId)) {
      note(
        `Leistung doppelt im Leistungsverzeichnis (services → ${serviceSource}); einmal übernommen`,
      );
      continue;
    }
    const result = serviceScheduleOf(entry);
    if ('problem' in result) {
      note(`Leistung nicht übernommen (services → ${serviceSource}): ${result.problem}`);
      continue;
    }
    const label = (field: string) => ({
      workersOnly: true,
      label: `services.${serviceSource}.${field}`,
    });
    planned.push({
      serviceId,
      values: { active: bool(entry.active) ?? true, schedule: result.schedule },
      staff: {
        workerIds: await staffOf(
          context,
          owner,
          'assigned_staff',
          entry.assigned_staff,
          label('assigned_staff'),
        ),
        substituteIds: await staffOf(
          context,
          owner,
          'substitutes',
          entry.substitutes,
          label('substitutes'),
        ),
      },
    });
  }
  return planned;
}

/**
 * Writes the planned entries (unique per property and service). Entries of services the map no
 * longer names stay in Kontor (they may have been added there) and are noted.
 */
async function writeServiceEntries(
  context: ImportContext,
  tx: Tx,
  sourceId: string,
  propertyId: string,
  planned: PlannedEntry[],
) {
  const existing = await tx
    .select({ id: serviceEntries.id, serviceId: serviceEntries.serviceId })
    .from(serviceEntries)
    .where(eq(serviceEntries.propertyId, propertyId));
  for (const { serviceId, values, staff } of planned) {
    const found = existing.find((e) => e.serviceId === serviceId);
    const entryId = found?.id ?? derivedId('parse-service-entry', propertyId, serviceId);
    if (found) {
      await tx
        .update(serviceEntries)
        .set({ ...values, version: sql`${serviceEntries.version} + 1`, updatedAt: new Date() })
        .where(eq(serviceEntries.id, entryId));
    } else {
      await tx.insert(serviceEntries).values({
        id: entryId,
        projectId: context.projectId,
        propertyId,
        serviceId,
        holidayRule: 'skip',
        ...values,
      });
    }
    await replaceStaff(tx, serviceEntryStaff, context.projectId, entryId, staff);
  }
  for (const { serviceId } of existing) {
    if (planned.some((p) => p.serviceId === serviceId)) continue;
    context.note(
      PARSE_CLASSES.property,
      sourceId,
      `Leistung des Services ${serviceId} steht in Parse nicht mehr im Leistungsverzeichnis; in Kontor beibehalten`,
    );
  }
}

export const propertyImporter: ClassImporter = {
  className: PARSE_CLASSES.property,
  kontorTable: 'properties',
  dependsOn: [PARSE_CLASSES.user, PARSE_CLASSES.service],
  async upsert(object, existingId, context): Promise<ImportOutcome> {
    const name = nonEmpty(object.name);
    if (!name) return { kind: 'skipped', reason: 'Objekt ohne Namen (name)' };
    if (await nameTakenBy(context, name, existingId)) {
      return {
        kind: 'skipped',
        reason: `Ein anderes Objekt in Kontor heißt bereits „${name}“ (Namen sind je Projekt eindeutig)`,
      };
    }
    const settings = record(object.settings) ?? {};
    const values = {
      name,
      keyNumber: keyNumberOf(context, object, settings.key_number),
      info: text(settings.info) ?? '',
      archived: bool(object.archived) ?? false,
    };
    const staff = await staffOf(
      context,
      { className: PARSE_CLASSES.property, sourceId: object.objectId },
      'assigned_staff',
      object.assigned_staff,
    );
    const entries = await planServiceEntries(context, object);
    const createdBy = await creatorOf(context, object, PARSE_CLASSES.property);
    const newId = existingId
      ? undefined
      : await context.refs.idFor(PARSE_CLASSES.property, object.objectId);
    const createdAt = instant(object.createdAt);
    return context.db.transaction(async (tx) => {
      const { kind, id } = await upsertRow(
        tx,
        properties,
        { projectId: context.projectId, existingId, newId },
        values,
        { createdBy, ...(createdAt && { createdAt, updatedAt: createdAt }) },
      );
      await replacePropertyStaff(tx, context.projectId, id, staff);
      await writeServiceEntries(context, tx, object.objectId, id, entries);
      return { kind, kontorId: id };
    });
  },
};

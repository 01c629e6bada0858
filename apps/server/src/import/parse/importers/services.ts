/**
 * Parse class `Service` (spec 000 §3: title/name, description, images, is_active,
 * assigned_staff, substitutes, time, property) → Kontor's service catalogue
 * ('Leistungseinstellungen') with its ordered workers and substitutes.
 *
 * The service's own `time` was the old dialog's schedule draft; in Kontor each property's
 * service entry has its schedule (decision 0013), taken from the property's services map
 * (properties.ts), so `time` is not imported. `property` is likewise covered by that map.
 */
import { services, serviceStaff } from '../../../db/schema/services.ts';
import { replaceStaff } from '../../../modules/services/services.repository.ts';
import type { ClassImporter, ImportOutcome } from '../contract.ts';
import { imagesOf, recordImageUsages } from './images.ts';
import { bool, instant, nonEmpty, record, text } from './parse-values.ts';
import { upsertRow } from './upsert-row.ts';
import { creatorOf, staffOf } from './references.ts';
import { PARSE_CLASSES } from './class-names.ts';

/** Until the office picks one, a service is not charged to tenants (as a new one in Kontor). */
const DEFAULT_COST_TYPE = 'notAllocable';
const MAX_TITLE = 200;

const hasSchedule = (time: unknown) => {
  const value = record(time);
  return value !== undefined && Object.keys(value).length > 0;
};

export const serviceImporter: ClassImporter = {
  className: PARSE_CLASSES.service,
  kontorTable: 'services',
  dependsOn: [PARSE_CLASSES.user, PARSE_CLASSES.image],
  async upsert(object, existingId, context): Promise<ImportOutcome> {
    const title = nonEmpty(object.title) ?? nonEmpty(object.name);
    if (!title) return { kind: 'skipped', reason: 'Service ohne Titel (title, name)' };
    const owner = { className: PARSE_CLASSES.service, sourceId: object.objectId };
    if (hasSchedule(object.time)) {
      context.note(
        PARSE_CLASSES.service,
        object.objectId,
        'Zeitplan des Services (time) nicht übernommen: in Kontor hat jede Leistung eines Objekts ihren eigenen Zeitplan (aus dem Leistungsverzeichnis des Objekts)',
      );
    }
    const values = {
      title: title.slice(0, MAX_TITLE),
      description: text(object.description) ?? '',
      images: await imagesOf(context, owner, object.images),
      active: bool(object.is_active) ?? true,
    };
    const staff = {
      workerIds: await staffOf(context, owner, 'assigned_staff', object.assigned_staff, {
        workersOnly: true,
      }),
      substituteIds: await staffOf(context, owner, 'substitutes', object.substitutes, {
        workersOnly: true,
      }),
    };
    const createdBy = await creatorOf(context, object, PARSE_CLASSES.service);
    const newId = existingId
      ? undefined
      : await context.refs.idFor(PARSE_CLASSES.service, object.objectId);
    const createdAt = instant(object.createdAt);
    return context.db.transaction(async (tx) => {
      const { kind, id } = await upsertRow(
        tx,
        services,
        { projectId: context.projectId, existingId, newId },
        values,
        {
          costType: DEFAULT_COST_TYPE,
          createdBy,
          ...(createdAt && { createdAt, updatedAt: createdAt }),
        },
      );
      await replaceStaff(tx, serviceStaff, context.projectId, id, staff);
      await recordImageUsages({ ...context, db: tx }, 'service', id, values.images);
      return { kind, kontorId: id };
    });
  },
};

/**
 * What every content importer needs while it reads one Parse object: its notes, pointers
 * resolved through the id map, images (ids or paths), links checked, rich text sanitized, and
 * the fields that have no place in Kontor reported (never silently dropped, never guessed).
 */
import { and, eq } from 'drizzle-orm';
import { isHttpUrl } from '@kontor/core/content/web-address';
import { ID_LENGTH, newId } from '@kontor/core/ids';
import { images } from '../../../db/schema/files.ts';
import { sanitizeRichText } from '../../../lib/rich-text.ts';
import type {
  ClassImporter,
  ImportContext,
  ImportOutcome,
  ParseFile,
  ParseObject,
} from '../contract.ts';

/** Thrown inside an importer: the object is skipped with this German reason. */
export class SkipObject extends Error {}

/** Fields every Parse object may carry that the importers handle or need not move. */
const COMMON_FIELDS = ['objectId', 'createdAt', 'updatedAt', 'ACL', 'project', 'module'];

const show = (value: string) => (value.length > 80 ? `${value.slice(0, 77)}…` : value);

export class Scope {
  constructor(
    readonly ctx: ImportContext,
    readonly className: string,
    readonly object: ParseObject,
  ) {}

  get db() {
    return this.ctx.db;
  }

  get projectId() {
    return this.ctx.projectId;
  }

  note(message: string): void {
    this.ctx.note(this.className, this.object.objectId, message);
  }

  /** A pointer the object cannot do without: missing → the object is skipped. */
  async requiredRef(targetClass: string, value: unknown, label: string): Promise<string> {
    const id = pointerId(value);
    if (!id) throw new SkipObject(`${label} fehlt.`);
    const found = await this.ctx.refs.resolve(targetClass, id);
    if (!found) throw new SkipObject(`${label} (${targetClass} ${id}) wurde nicht gefunden.`);
    return found;
  }

  /** An optional pointer: missing → null, and a note when the source named one. */
  async optionalRef(targetClass: string, value: unknown, label: string): Promise<string | null> {
    const id = pointerId(value);
    if (!id) return null;
    const found = await this.ctx.refs.resolve(targetClass, id);
    if (!found) {
      this.note(`${label}: ${targetClass} ${id} wurde nicht gefunden und nicht verknüpft.`);
      return null;
    }
    return found;
  }

  /** A list of pointers or ids; the missing ones are noted and left out. */
  async refList(targetClass: string, value: unknown, label: string): Promise<string[]> {
    const result: string[] = [];
    for (const entry of listOf(value)) {
      const id = await this.optionalRef(targetClass, entry, label);
      if (id && !result.includes(id)) result.push(id);
    }
    return result;
  }

  categories(value: unknown): Promise<string[]> {
    return this.refList('Category', value, 'Kategorie');
  }

  /**
   * An image the object shows (spec 001 §9: 10 characters are an image record's id, anything
   * else a file path): the imported image's Kontor id, or a new image made from the file.
   */
  async image(value: unknown, label = 'Bild'): Promise<string | null> {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string' && value.length === ID_LENGTH) {
      return this.optionalRef('Image', value, label);
    }
    const file = fileOf(value);
    if (!file) {
      this.note(`${label}: Der Wert ist weder eine Bild-ID noch ein Dateipfad.`);
      return null;
    }
    const imported = await this.ctx.files.fetch(file);
    if (!imported) {
      const where = typeof file === 'string' ? file : file.url;
      this.note(`${label}: Die Datei „${show(where)}“ war nicht erreichbar.`);
      return null;
    }
    const [known] = await this.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.projectId, this.projectId), eq(images.fileKey, imported.fileKey)));
    if (known) return known.id;
    const id = newId();
    await this.db.insert(images).values({
      id,
      projectId: this.projectId,
      name: imported.fileName,
      fileKey: imported.fileKey,
      fileName: imported.fileName,
      contentType: imported.contentType,
      size: imported.size,
      width: imported.width ?? null,
      height: imported.height ?? null,
    });
    return id;
  }

  async images(value: unknown, label = 'Galerie'): Promise<string[]> {
    const result: string[] = [];
    for (const entry of listOf(value)) {
      const id = await this.image(entry, label);
      if (id && !result.includes(id)) result.push(id);
    }
    return result;
  }

  /** A text field; a filled value of another shape (an object, a list) is noted. */
  text(value: unknown, field: string): string {
    if (typeof value !== 'string' && typeof value !== 'number' && !isEmpty(value)) {
      this.note(`Feld „${field}“ ist kein Text und wurde nicht übernommen.`);
    }
    return textOf(value);
  }

  /** A stored link: http(s) only; anything else is noted and not stored (''). */
  link(value: unknown, label: string): string {
    const text = textOf(value);
    if (text === '') return '';
    if (isHttpUrl(text)) return text;
    this.note(`${label}: „${show(text)}“ ist keine http(s)-Adresse und wurde nicht übernommen.`);
    return '';
  }

  /** A date the source names; one that cannot be read is noted. */
  date(value: unknown, label: string): string | null {
    if (value === undefined || value === null || value === '') return null;
    const iso = dateOf(value);
    if (!iso) this.note(`${label}: „${show(JSON.stringify(value))}“ ist kein Datum.`);
    return iso;
  }

  /** The object's created_by / updated_by users (optional pointers). */
  async authors() {
    return {
      createdBy: await this.optionalRef('_User', this.object.created_by, 'Erstellt von'),
      updatedBy: await this.optionalRef('_User', this.object.updated_by, 'Bearbeitet von'),
    };
  }

  /** Notes every filled field the importer does not read: it has no place in Kontor. */
  unmapped(read: readonly string[]): void {
    const known = new Set([...COMMON_FIELDS, ...read]);
    for (const [key, value] of Object.entries(this.object)) {
      if (known.has(key) || isEmpty(value)) continue;
      this.note(`Feld „${key}“ hat in Kontor keinen Platz und wurde nicht übernommen.`);
    }
  }
}

/** An importer whose body may throw SkipObject; created/updated follow from `existingId`. */
export function contentImporter(
  className: string,
  dependsOn: readonly string[],
  write: (scope: Scope, existingId: string | undefined) => Promise<string>,
): ClassImporter {
  return {
    className,
    dependsOn,
    async upsert(object, existingId, ctx): Promise<ImportOutcome> {
      try {
        const kontorId = await write(new Scope(ctx, className, object), existingId);
        return { kind: existingId ? 'updated' : 'created', kontorId };
      } catch (error) {
        if (error instanceof SkipObject) return { kind: 'skipped', reason: error.message };
        throw error;
      }
    },
  };
}

/** The id a Kontor row of a Parse object gets: the earlier run's, else a new one. */
export async function rowIdOf(scope: Scope, existingId: string | undefined): Promise<string> {
  return existingId ?? scope.ctx.refs.idFor(scope.className, scope.object.objectId);
}

export function pointerId(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (value && typeof value === 'object' && 'objectId' in value) {
    const id = (value as { objectId: unknown }).objectId;
    return typeof id === 'string' && id !== '' ? id : undefined;
  }
  return undefined;
}

export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function richTextOf(value: unknown): string {
  return typeof value === 'string' ? sanitizeRichText(value) : '';
}

export function boolOf(value: unknown): boolean {
  return value === true || value === 'true';
}

/** A Parse Date (`{ __type: 'Date', iso }`) or an ISO text, as an ISO timestamp. */
export function dateOf(value: unknown): string | null {
  const raw =
    value && typeof value === 'object' && 'iso' in value ? (value as { iso: unknown }).iso : value;
  if (typeof raw !== 'string') return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A Parse file, a `{ name, url }` object or an image path of the old system. */
function fileOf(value: unknown): ParseFile | string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (value && typeof value === 'object' && typeof (value as ParseFile).url === 'string') {
    const { name, url } = value as { name?: unknown; url: string };
    return { __type: 'File', name: typeof name === 'string' ? name : '', url };
  }
  return undefined;
}

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}

export function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

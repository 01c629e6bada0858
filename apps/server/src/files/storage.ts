import { Readable } from 'node:stream';

/** What a stored object is, as far as callers need to know. */
export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
  /** Quoted entity tag, usable as an HTTP ETag as is. */
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

export interface PutOptions {
  contentType: string;
}

export type PutBody = Buffer | Uint8Array | Readable;

/**
 * Where files live. Keys are relative, '/'-separated paths of safe segments (see assertValidKey);
 * a put is all-or-nothing: a failing body leaves no object behind.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(
    key: string,
    body: PutBody,
    options: PutOptions,
  ): Promise<Omit<StoredObjectInfo, 'lastModified'>>;
  /** null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Keys starting with prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Releases what the storage holds open (S3's connections); called when the server closes. */
  destroy?(): void;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 900;

/**
 * Keys never start with a dot, slash or contain '..', so a key cannot leave the storage root and
 * cannot collide with the local adapter's private `.tmp`/`.meta` folders.
 */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidKeyError(key);
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment.includes('..')) throw new InvalidKeyError(key);
  }
}

/** A prefix is a key, a key followed by '/', or empty (everything). */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

export function toReadable(body: PutBody): Readable {
  return body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Deletes every key under prefix (a record's thumbnails, a removed project). */
export async function deletePrefix(storage: FileStorage, prefix: string): Promise<number> {
  const keys = await storage.list(prefix);
  const batch = 16;
  for (let i = 0; i < keys.length; i += batch) {
    await Promise.all(keys.slice(i, i + batch).map((key) => storage.delete(key)));
  }
  return keys.length;
}

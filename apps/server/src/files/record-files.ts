import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage, StoredObject } from './storage.ts';
import { deleteFileAndThumbnails } from './thumbnails.ts';

/** What serving and removing a record's file use. */
export interface RecordFiles {
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * The stored file of a record. When storage lost it, the operator finds it in the log and the
 * user gets the record's own 404 (`notFound`), as if the record were gone.
 */
export async function openRecordFile(
  files: RecordFiles,
  record: { id: string; fileKey: string },
  notFound: () => Error,
): Promise<StoredObject> {
  const stored = await files.storage.get(record.fileKey);
  return stored ?? missingRecordFile(files.log, record, notFound);
}

/** See openRecordFile: for callers that found the file missing themselves (thumbnails). */
export function missingRecordFile(
  log: FastifyBaseLogger,
  record: { id: string; fileKey: string },
  notFound: () => Error,
): never {
  log.error({ recordId: record.id, key: record.fileKey }, 'file missing in storage');
  throw notFound();
}

/**
 * Deletes the file and thumbnails of a record that is already deleted. The record is gone either
 * way, so a failure is logged for the operator rather than answered as an error.
 */
export async function removeRecordFile(
  files: RecordFiles,
  record: { id: string; fileKey: string },
): Promise<void> {
  await deleteFileAndThumbnails(files.storage, record.fileKey).catch((error: unknown) => {
    files.log.error({ err: error, recordId: record.id, key: record.fileKey }, 'file not deleted');
  });
}

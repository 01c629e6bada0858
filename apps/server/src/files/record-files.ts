import type { FastifyRequest } from 'fastify';
import type { StoredObject } from './storage.ts';
import { deleteFileAndThumbnails } from './thumbnails.ts';

/**
 * The stored file of a record. When storage lost it, the operator finds it in the log and the
 * user gets the record's own 404 (`notFound`), as if the record were gone.
 */
export async function openRecordFile(
  request: FastifyRequest,
  record: { id: string; fileKey: string },
  notFound: () => Error,
): Promise<StoredObject> {
  const stored = await request.server.storage.get(record.fileKey);
  return stored ?? missingRecordFile(request, record, notFound);
}

/** See openRecordFile: for callers that found the file missing themselves (thumbnails). */
export function missingRecordFile(
  request: FastifyRequest,
  record: { id: string; fileKey: string },
  notFound: () => Error,
): never {
  request.log.error({ recordId: record.id, key: record.fileKey }, 'file missing in storage');
  throw notFound();
}

/**
 * Deletes the file and thumbnails of a record that is already deleted. The record is gone either
 * way, so a failure is logged for the operator rather than answered as an error.
 */
export async function removeRecordFile(
  request: FastifyRequest,
  record: { id: string; fileKey: string },
): Promise<void> {
  await deleteFileAndThumbnails(request.server.storage, record.fileKey).catch((error: unknown) => {
    request.log.error({ err: error, recordId: record.id, key: record.fileKey }, 'file not deleted');
  });
}

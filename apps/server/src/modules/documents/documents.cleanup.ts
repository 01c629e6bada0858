import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { removeRecordFile, type RecordFiles } from '../../files/record-files.ts';
import { enqueueJob } from '../../jobs/job-enqueue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import type { DocumentOwnerDeclaration } from '../../lib/module-declarations.ts';

/** Removes an upload made before its owner was saved, if it was never attached. */
export const UNATTACHED_CLEANUP_JOB = 'documents.remove-unattached';

/** A form left open overnight can still be saved; after a day the upload is given up. */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;

const payloadSchema = z.object({
  projectId: z.string(),
  documentId: z.string(),
  column: z.string().regex(/^[a-z_]+$/),
});

export function scheduleUnattachedCleanup(
  db: DbOrTx,
  kind: DocumentOwnerDeclaration,
  projectId: string,
  documentId: string,
  now = Date.now(),
): Promise<string> {
  return enqueueJob(db, {
    kind: UNATTACHED_CLEANUP_JOB,
    payload: { projectId, documentId, column: kind.column },
    label: 'Nicht gespeicherte Datei entfernen',
    runAt: new Date(now + UNATTACHED_GRACE_MS),
  });
}

export function unattachedCleanupJob(db: Db, files: () => RecordFiles): JobHandler {
  return {
    async run(payload) {
      const { projectId, documentId, column } = payloadSchema.parse(payload);
      const removed = await queryRows<{ id: string; fileKey: string }>(
        db,
        sql`delete from documents
            where id = ${documentId} and project_id = ${projectId}
              and ${sql.identifier(column)} is null
            returning id, file_key as "fileKey"`,
      );
      for (const document of removed) await removeRecordFile(files(), document);
    },
  };
}

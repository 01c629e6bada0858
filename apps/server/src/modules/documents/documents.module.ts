import type { KontorModule } from '../../lib/module-declarations.ts';
import { UNATTACHED_CLEANUP_JOB, unattachedCleanupJob } from './documents.cleanup.ts';
import { documentsRoutes, publicDocumentRoutes } from './documents.routes.ts';

export const documentsModule: KontorModule = {
  plugin: documentsRoutes,
  jobs: (db, files) => ({ [UNATTACHED_CLEANUP_JOB]: unattachedCleanupJob(db, files) }),
};

/** Files of public owners for the website (no session). */
export const publicDocumentsModule: KontorModule = { plugin: publicDocumentRoutes };

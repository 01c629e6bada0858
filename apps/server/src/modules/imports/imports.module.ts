import type { KontorModule } from '../../lib/module-declarations.ts';
import { IMPORT_JOB, importJobHandler, type ImportJobOptions } from './import-job.ts';
import { importsRoutes } from './imports.routes.ts';

/** 'Daten importieren' (issue 30, docs/import.md): the superusers' Parse import as a job. */
export function importsModuleWith(options: ImportJobOptions = {}): KontorModule {
  return {
    plugin: importsRoutes,
    jobs: (db, files) => ({ [IMPORT_JOB]: importJobHandler(db, files, options) }),
  };
}

export const importsModule = importsModuleWith();

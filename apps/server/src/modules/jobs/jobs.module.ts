import type { KontorModule } from '../../lib/module-declarations.ts';
import { jobsRoutes } from './jobs.routes.ts';

/** Background jobs (docs/decisions/0007): the superusers' view of failed and pending jobs. */
export const jobsModule: KontorModule = { plugin: jobsRoutes };

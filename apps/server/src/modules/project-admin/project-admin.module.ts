import type { KontorModule } from '../../lib/module-declarations.ts';
import { projectAdminRoutes } from './project-admin.routes.ts';

/** Project administration: the modules of a project and its settings. */
export const projectAdminModule: KontorModule = { plugin: projectAdminRoutes };

import type { KontorModule } from '../../lib/module-declarations.ts';
import { rolesRoutes } from './roles.routes.ts';

export const rolesModule: KontorModule = { plugin: rolesRoutes };

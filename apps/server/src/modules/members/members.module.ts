import type { KontorModule } from '../../lib/module-declarations.ts';
import { membersRoutes } from './members.routes.ts';

export const membersModule: KontorModule = { plugin: membersRoutes };

import type { KontorModule } from '../../lib/module-declarations.ts';
import { documentsRoutes } from './documents.routes.ts';

export const documentsModule: KontorModule = { plugin: documentsRoutes };

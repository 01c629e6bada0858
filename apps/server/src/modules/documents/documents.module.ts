import type { KontorModule } from '../../lib/module-declarations.ts';
import { documentsRoutes, publicDocumentRoutes } from './documents.routes.ts';

export const documentsModule: KontorModule = { plugin: documentsRoutes };

/** Files of public owners for the website (no session). */
export const publicDocumentsModule: KontorModule = { plugin: publicDocumentRoutes };

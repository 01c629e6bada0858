import type { KontorModule } from '../../lib/module-declarations.ts';
import type { AgendaVisitSource } from './agenda.service.ts';
import { workerAppRoutes } from './worker-app.routes.ts';

/** The worker app's server side; its visits come from the tours (composed in app.ts). */
export function workerAppModuleWith(visits: AgendaVisitSource): KontorModule {
  return { plugin: workerAppRoutes(visits) };
}

import type { KontorModule } from '../../lib/module-declarations.ts';
import { formsRoutes } from './forms.routes.ts';

export const formsModule: KontorModule = {
  plugin: formsRoutes,
  counters: [{ name: 'forms', table: 'forms' }],
};

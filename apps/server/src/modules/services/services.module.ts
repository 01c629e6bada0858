import type { KontorModule } from '../../lib/module-declarations.ts';
import { servicesRoutes } from './services.routes.ts';

export const servicesModule: KontorModule = {
  plugin: servicesRoutes,
  imageFields: [
    {
      elementType: 'service',
      field: 'images',
      label: 'Leistung',
      name: { table: 'services', column: 'title' },
      column: { table: 'services', name: 'images', projectColumn: 'project_id', many: true },
    },
  ],
};

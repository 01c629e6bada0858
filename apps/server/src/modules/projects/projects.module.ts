import type { KontorModule } from '../../lib/module-declarations.ts';
import { projectsRoutes } from './projects.routes.ts';

export const projectsModule: KontorModule = {
  plugin: projectsRoutes,
  imageFields: [
    {
      elementType: 'project',
      field: 'logo',
      label: 'Projektlogo',
      column: { table: 'projects', name: 'logo', projectColumn: 'id' },
    },
    {
      elementType: 'member',
      field: 'portrait',
      label: 'Profilbild',
      name: { table: 'users', column: 'name' },
      column: { table: 'memberships', name: 'portrait', projectColumn: 'project_id' },
    },
  ],
};

import { propertyMessages } from '@kontor/core/schemas/properties';
import type { KontorModule } from '../../lib/module-declarations.ts';
import { propertiesRoutes } from './properties.routes.ts';

export const propertiesModule: KontorModule = {
  plugin: propertiesRoutes,
  counters: [
    {
      name: 'properties',
      table: 'properties',
      state: { column: 'archived', counters: { false: 'active', true: 'archived' } },
    },
  ],
  documentOwner: {
    type: 'object',
    label: 'a property',
    module: '/properties',
    segment: 'properties',
    param: 'propertyId',
    column: 'property_id',
    table: 'properties',
    notFound: propertyMessages.notFound,
  },
};

import type { ModulePath } from '../modules.ts';

/**
 * Route segment and module of each content type, without the declarations: the web's route
 * table is in the first-loaded code, the declarations load with a content screen. A test keeps
 * this list equal to CONTENT_TYPES.
 */
export const CONTENT_MODULES = [
  { type: 'articles', module: '/articles' },
  { type: 'calendar', module: '/calendar' },
  { type: 'categories', module: '/categories' },
  { type: 'downloads', module: '/downloads' },
  { type: 'events', module: '/events' },
  { type: 'groups', module: '/groups' },
  { type: 'locations', module: '/locations' },
  { type: 'news', module: '/news' },
  { type: 'persons', module: '/persons' },
  { type: 'training-group', module: '/training-group' },
] as const satisfies readonly { type: string; module: ModulePath }[];

import { CONTENT_TYPES } from '@kontor/core/content/content-types';

/** Every module a project can have: the route walks (isolation, requests, spellings, fuzz) switch all on. */
export const ALL_MODULES = [
  '/properties',
  '/images',
  '/tasks',
  '/tickets',
  '/user-management',
  '/staff',
  '/users',
  ...CONTENT_TYPES.map((type) => type.module),
  '/time-tracking',
  '/time-settings',
  '/tours',
  '/forms',
  '/website',
] as const;

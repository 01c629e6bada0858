import { CONTENT_TYPES } from '@kontor/core/content/content-types';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import type { ImageFieldDeclaration, KontorModule } from '../../lib/module-declarations.ts';
import { publicContentRoutes } from './content-public.routes.ts';
import { counterName } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { contentService } from './content.service.ts';
import { documentOwnerOf } from './content-files.ts';
import { jsonImageFieldsOf } from './content-images.ts';
import { noCustomFields, type CustomFieldSource } from './custom-fields.source.ts';
import { DEPLOY_JOB } from '../../lib/deploy-schedule.ts';
import { deployJobHandler } from './deploy-hook.service.ts';
import { deployHookRoutes } from './deploy-hook.routes.ts';

/**
 * The typed image column of each type, and its galleries and teams inside `fields`. All types
 * share the columns, so deleting an image clears them once per type; the later updates find
 * nothing.
 */
function imageFieldsOf(types: readonly ContentTypeDeclaration[]): ImageFieldDeclaration[] {
  const name = { table: 'content_items', column: 'title' };
  return types.flatMap((type) => [
    ...(type.columns.image
      ? [
          {
            elementType: type.type,
            field: type.columns.image,
            label: type.texts.item,
            name,
            column: { table: 'content_items', name: 'image', projectColumn: 'project_id' },
          },
        ]
      : []),
    // Galleries and team portraits live in the `fields` jsonb (content-images.ts records them).
    ...jsonImageFieldsOf(type).map(({ key, field, objects }) => ({
      elementType: type.type,
      field: key,
      label: `${type.texts.item} (${field.label})`,
      name,
      column: {
        table: 'content_items',
        name: 'fields',
        projectColumn: 'project_id',
        json: { path: [key], holds: objects ? ('objects' as const) : ('ids' as const) },
      },
    })),
  ]);
}

/**
 * The content modules, one per declared content type (packages/core/src/content), plus the
 * public read API and the deploy hook. Adding a type is adding its declaration to CONTENT_TYPES.
 */
export function contentModules(options: { customFields?: CustomFieldSource } = {}): KontorModule[] {
  const customFields = options.customFields ?? noCustomFields;
  return [
    {
      plugin: deployHookRoutes,
      jobs: (db, _files, config) => ({
        [DEPLOY_JOB]: deployJobHandler(db, { allowedHosts: config.outgoingAllowedHosts }),
      }),
      // One counter per type: the unfiltered list's total (content.repository.ts listSql).
      counters: [
        {
          name: 'content',
          table: 'content_items',
          state: {
            column: 'type',
            counters: Object.fromEntries(
              CONTENT_TYPES.map((t) => [t.type, counterName(t).replace('content.', '')]),
            ),
          },
        },
      ],
    },
    { plugin: publicContentRoutes(customFields), imageFields: imageFieldsOf(CONTENT_TYPES) },
    ...CONTENT_TYPES.map((type) => ({
      plugin: contentRoutes(type, contentService(type, customFields)),
      documentOwner: documentOwnerOf(type),
    })),
  ];
}

export const CONTENT_MODULES = contentModules();

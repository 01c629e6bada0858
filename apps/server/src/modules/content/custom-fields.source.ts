import type { CustomFieldDefinition } from '@kontor/core/content/custom-fields';
import type { ModulePath } from '@kontor/core/modules';
import type { DbOrTx } from '../../db/database.ts';

/**
 * Where a project's module field definitions (custom fields under `data.*`) come from. The
 * project administration stores them on the module (spec 001 §3 "Module field definition");
 * until it does, no module has custom fields. The seam: replace `noCustomFields` by a reader
 * of that column in content.module.ts; the schema code (core `customDataSchema`) is done.
 */
export type CustomFieldSource = (
  db: DbOrTx,
  projectId: string,
  module: ModulePath,
) => Promise<CustomFieldDefinition[]>;

export const noCustomFields: CustomFieldSource = async () => [];

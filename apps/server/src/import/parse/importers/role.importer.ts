import { and, eq, ne, sql } from 'drizzle-orm';
import { ROLE_COLORS } from '@kontor/core/schemas/roles';
import { roles } from '../../../db/schema/projects.ts';
import type { ClassImporter, ImportContext, ParseObject } from '../contract.ts';
import { importerMessages } from './importer-messages.ts';
import { belongsToTarget, textIn } from './source-fields.ts';

const TYPES = ['worker', 'office', 'admin'] as const;
type RoleType = (typeof TYPES)[number];

/** The Kontor ids of the role's modules (Parse Module objectIds); a module not imported is noted. */
async function moduleIdsOf(object: ParseObject, ctx: ImportContext): Promise<string[]> {
  const ids: string[] = [];
  const listed = Array.isArray(object.modules) ? object.modules : [];
  for (const entry of listed) {
    const sourceId =
      typeof entry === 'string' ? entry : (entry as { objectId?: unknown })?.objectId;
    if (typeof sourceId !== 'string') continue;
    const kontorId = await ctx.refs.resolve('Module', sourceId);
    if (kontorId) ids.push(kontorId);
    else ctx.note('_Role', object.objectId, importerMessages.moduleMissing(sourceId));
  }
  return [...new Set(ids)];
}

async function roleByName(ctx: ImportContext, name: string) {
  const [row] = await ctx.db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      and(eq(roles.projectId, ctx.projectId), sql`lower(${roles.name}) = ${name.toLowerCase()}`),
    );
  return row;
}

/**
 * `_Role` → a role of the project with its type, colour, default flag and module permissions
 * (spec 001 §3: name, type, default, modules, color). A role of the same name (the three
 * defaults a new project has) is taken over, not duplicated. The default flag only moves to a
 * role; it is never taken away (a project always has one default role).
 */
export const roleImporter: ClassImporter = {
  className: '_Role',
  dependsOn: ['Project', 'Module'],
  kontorTable: 'roles',
  async upsert(object, existingId, ctx) {
    if (!(await belongsToTarget(object, ctx))) {
      return { kind: 'skipped', reason: importerMessages.notInProject };
    }
    const name = textIn(object.name).slice(0, 100);
    if (!name) return { kind: 'skipped', reason: importerMessages.nameMissing };
    const type = textIn(object.type) || 'worker';
    if (!TYPES.includes(type as RoleType)) {
      return { kind: 'skipped', reason: importerMessages.roleType(type) };
    }
    let color = textIn(object.color) || 'blue';
    if (!(ROLE_COLORS as readonly string[]).includes(color)) {
      ctx.note('_Role', object.objectId, importerMessages.roleColor(color));
      color = 'blue';
    }
    const moduleIds = await moduleIdsOf(object, ctx);
    const values = { name, type: type as RoleType, color, moduleIds };
    let roleId = existingId;
    if (!roleId) {
      const sameName = await roleByName(ctx, name);
      if (sameName) {
        roleId = sameName.id;
        ctx.note('_Role', object.objectId, importerMessages.roleJoined(sameName.name));
      }
    }
    const makeDefault = object.default === true;
    const id = roleId ?? (await ctx.refs.idFor('_Role', object.objectId));
    // The one default moves: the others off first (a unique index allows one per project).
    if (makeDefault) {
      await ctx.db
        .update(roles)
        .set({ isDefault: false, version: sql`${roles.version} + 1` })
        .where(
          and(eq(roles.projectId, ctx.projectId), eq(roles.isDefault, true), ne(roles.id, id)),
        );
    }
    if (!roleId) {
      await ctx.db
        .insert(roles)
        .values({ id, projectId: ctx.projectId, ...values, isDefault: makeDefault });
      return { kind: 'created', kontorId: id };
    }
    await ctx.db
      .update(roles)
      .set({
        ...values,
        ...(makeDefault && { isDefault: true }),
        version: sql`${roles.version} + 1`,
      })
      .where(and(eq(roles.id, id), eq(roles.projectId, ctx.projectId)));
    return { kind: existingId ? 'updated' : 'created', kontorId: id };
  },
};

import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { randomStaffColor } from '@kontor/core/schemas/members';
import { memberships, roles } from '../../../db/schema/projects.ts';
import { users } from '../../../db/schema/users.ts';
import type { Tx } from '../../../db/database.ts';
import { lockMemberNames, nameTakenInProject } from '../../../lib/member-names.ts';
import type { ClassImporter, ImportContext, ParseObject } from '../contract.ts';
import type { ParseReader } from '../parse-reader.ts';
import { importerMessages } from './importer-messages.ts';
import { belongsToTarget, pointerIn, textIn } from './source-fields.ts';

/**
 * Not an argon2 hash, so no password verifies against it: an imported account has no usable
 * password until its owner sets one (Parse keeps the hashes out of its REST API). While it is
 * still this, the account is the import's own and a later run may update its name and colour.
 */
export const IMPORTED_PASSWORD = '!import';

const email = z.email();
const COLOR = /^#[0-9a-f]{6}$/i;

function nameOf(object: ParseObject, address: string): string {
  const full = [textIn(object.first_name), textIn(object.family_name)].filter(Boolean).join(' ');
  return (textIn(object.name) || full || textIn(object.label) || address.split('@')[0]!).slice(
    0,
    100,
  );
}

/** Source user id → source role id, from every _Role's `users` relation (read once, when needed). */
type RoleOfUser = () => Promise<Map<string, string>>;

function relationRoles(reader: ParseReader | undefined): RoleOfUser {
  let map: Promise<Map<string, string>> | undefined;
  return () =>
    (map ??= (async () => {
      const found = new Map<string, string>();
      if (!reader) return found;
      for await (const page of reader.pages('_Role')) {
        for (const role of page) {
          const owner = { __type: 'Pointer' as const, className: '_Role', objectId: role.objectId };
          for await (const members of reader.related(owner, 'users', '_User')) {
            for (const user of members)
              if (!found.has(user.objectId)) found.set(user.objectId, role.objectId);
          }
        }
      }
      return found;
    })());
}

type RoleAnswer = { roleId: string } | { skip: string };

/** The user's role: its `role` pointer, else the _Role whose `users` hold it, else the default. */
async function roleFor(
  object: ParseObject,
  ctx: ImportContext,
  roleOfUser: RoleOfUser,
): Promise<RoleAnswer> {
  const pointer = pointerIn(object.role, '_Role');
  const sourceRole = pointer?.objectId ?? (await roleOfUser()).get(object.objectId);
  if (sourceRole) {
    const roleId = await ctx.refs.resolve('_Role', sourceRole);
    if (roleId) return { roleId };
    return { skip: importerMessages.brokenPointer('role', '_Role', sourceRole) };
  }
  const [fallback] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.projectId, ctx.projectId), eq(roles.isDefault, true)));
  ctx.note('_User', object.objectId, importerMessages.noRole);
  return { roleId: fallback!.id };
}

async function accountOf(ctx: ImportContext, existingId: string | undefined, address: string) {
  const columns = {
    id: users.id,
    name: users.name,
    passwordHash: users.passwordHash,
    deletedAt: users.deletedAt,
  };
  if (existingId) {
    const [row] = await ctx.db.select(columns).from(users).where(eq(users.id, existingId));
    if (row) return row;
  }
  const [row] = await ctx.db
    .select(columns)
    .from(users)
    .where(sql`lower(${users.email}) = ${address.toLowerCase()}`);
  return row;
}

/**
 * `_User` → an account and its membership in the project with the role (spec 001 §3). A new
 * account gets no usable password (IMPORTED_PASSWORD). An account that already exists with the
 * same e-mail is joined: only its membership here is written, never its name, password or
 * other account-wide data. Superuser rights are never carried over.
 */
export function userImporter(reader?: ParseReader): ClassImporter {
  const roleOfUser = relationRoles(reader);
  return {
    className: '_User',
    dependsOn: ['Project', '_Role'],
    kontorTable: 'users',
    async upsert(object, existingId, ctx) {
      if (!(await belongsToTarget(object, ctx))) {
        return { kind: 'skipped', reason: importerMessages.notInProject };
      }
      const address = textIn(object.email) || textIn(object.username);
      if (!email.safeParse(address).success) {
        return { kind: 'skipped', reason: importerMessages.emailInvalid(address) };
      }
      const role = await roleFor(object, ctx, roleOfUser);
      if ('skip' in role) return { kind: 'skipped', reason: role.skip };
      if (object.is_superuser === true) {
        ctx.note('_User', object.objectId, importerMessages.superuserNotCarried);
      }
      const name = nameOf(object, address);
      const color = COLOR.test(textIn(object.color)) ? textIn(object.color) : undefined;
      const tx = ctx.db as Tx;
      // A dry run is one long transaction: it must not hold the lock every rename waits for.
      if (!ctx.dryRun) await lockMemberNames(tx);
      const account = await accountOf(ctx, existingId, address);
      if (account?.deletedAt) {
        return { kind: 'skipped', reason: importerMessages.deletedAccount(address) };
      }
      const ownAccount = !account || account.passwordHash === IMPORTED_PASSWORD;
      // A member's name is unique in the project; a joining account brings its own name.
      const memberName = ownAccount ? name : account.name;
      if (await nameTakenInProject(tx, ctx.projectId, memberName, account?.id)) {
        return { kind: 'skipped', reason: importerMessages.nameTaken(memberName) };
      }
      let userId = account?.id;
      if (!userId) {
        userId = await ctx.refs.idFor('_User', object.objectId);
        await ctx.db.insert(users).values({
          id: userId,
          email: address,
          name,
          passwordHash: IMPORTED_PASSWORD,
          color: color ?? randomStaffColor(),
        });
      } else if (ownAccount) {
        await ctx.db
          .update(users)
          .set({ name, ...(color && { color }), updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      } else if (!existingId) {
        ctx.note('_User', object.objectId, importerMessages.accountJoined(address));
      }
      const membership = { roleId: role.roleId, isWorker: object.is_worker === true };
      await ctx.db
        .insert(memberships)
        .values({ userId, projectId: ctx.projectId, ...membership })
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.projectId],
          set: membership,
        });
      return { kind: existingId ? 'updated' : 'created', kontorId: userId };
    },
  };
}

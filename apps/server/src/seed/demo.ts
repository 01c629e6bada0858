import { sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { addMember, createProjectWithDefaults } from '../lib/project-setup.ts';
import { generatePassword, hashPassword } from '../lib/password.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { projects } from '../db/schema/projects.ts';
import { properties, propertyStaff } from '../db/schema/properties.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_PROJECT, DEMO_PROPERTIES, DEMO_USERS } from './demo-data.ts';
import { seedDemoServices } from './demo-services.ts';
import { seedDemoPayroll } from './demo-payroll.ts';
import { seedDemoTime } from './demo-time.ts';
import { seedDemoWork } from './demo-work.ts';

export interface DemoResult {
  projectId: string;
  /** Shared password of the demo users, printed once at start-up. */
  password: string;
  emails: string[];
  /** The office member who uploads the demo's images once the app has its storage. */
  officeId: string;
  /** The first property, which gets the demo's document. */
  propertyId: string;
}

async function anyProject(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ id: projects.id }).from(projects).limit(1);
  return existing !== undefined;
}

/**
 * Loads the German demo project in one transaction, only when there is no project yet.
 * `adminId` (the first superuser) becomes an admin member of it.
 */
export async function seedDemo(db: Db, adminId: string | null): Promise<DemoResult | undefined> {
  // Hashing is slow on purpose (argon2): a restart of a set-up installation skips it.
  if (await anyProject(db)) return undefined;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(8455302)`);
    if (await anyProject(tx)) return undefined;
    const project = await createProjectWithDefaults(tx, { ...DEMO_PROJECT, createdBy: adminId });
    const userIds: string[] = [];
    for (const person of DEMO_USERS) {
      const id = newId();
      userIds.push(id);
      await tx.insert(users).values({
        id,
        email: person.email,
        name: person.name,
        passwordHash,
      });
      await addMember(tx, project.id, id, project.roleIds[person.role], person.isWorker);
    }
    if (adminId) await addMember(tx, project.id, adminId, project.roleIds.admin);
    const day = 24 * 60 * 60 * 1000;
    const places: { propertyId: string; staff: string[] }[] = [];
    const propertyIds: string[] = [];
    for (const [index, item] of DEMO_PROPERTIES.entries()) {
      const id = newId();
      propertyIds.push(id);
      await tx.insert(properties).values({
        id,
        projectId: project.id,
        name: item.name,
        // Demo properties are named by their address: street and town on two lines.
        address: item.name.replace(', ', '\n'),
        keyNumber: item.keyNumber,
        info: item.info,
        archived: item.archived ?? false,
        createdBy: userIds[index % 3] ?? null,
        // Spread the creation dates so sorting by "Erstellt am" shows something.
        createdAt: new Date(Date.now() - (DEMO_PROPERTIES.length - index) * 7 * day),
      });
      const staff = item.staff.map((i) => userIds[i]!);
      if (staff.length > 0 && !item.archived) places.push({ propertyId: id, staff });
      if (staff.length > 0) {
        await tx
          .insert(propertyStaff)
          .values(staff.map((userId) => ({ propertyId: id, projectId: project.id, userId })));
      }
    }
    // The office and the staff at work: the screens open on a living project.
    await seedDemoTime(tx, project.id, userIds[0]!, userIds);
    await seedDemoPayroll(tx, project.id, userIds[0]!, userIds, new Date().getFullYear());
    await seedDemoWork(tx, project.id, userIds[1]!, places);
    await seedDemoServices(tx, project.id, userIds[1]!, userIds[0]!, userIds, propertyIds);
    return {
      projectId: project.id,
      password,
      emails: DEMO_USERS.map((u) => u.email),
      officeId: userIds[1]!,
      propertyId: places[0]!.propertyId,
    };
  });
}

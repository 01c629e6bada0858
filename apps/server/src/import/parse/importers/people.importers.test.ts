import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, modules, projects, roles } from '../../../db/schema/projects.ts';
import { users } from '../../../db/schema/users.ts';
import { hashPassword } from '../../../lib/password.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { classImporters } from '../class-importers.ts';
import { parseObject, pointer } from '../fake-parse-server.ts';
import { countsOf, importHarness, type ImportHarness } from '../import-test-setup.ts';
import { planTarget } from '../import-target.ts';
import { IMPORTED_PASSWORD } from './user.importer.ts';

const COMPANY = 'Hausverwaltung Sonne';
const project = pointer('Project', 'Pfirma0001');

let database: TestDatabase;
let h: ImportHarness;
let existingUserId: string;
let existingHash: string;

beforeAll(async () => {
  database = await openTestDatabase();
  h = await importHarness(database.db, classImporters);
  const { parse } = h;
  parse.classes.set('Project', [
    parseObject('Pfirma0001', { name: COMPANY, description: 'Verwaltung und Hausmeister' }),
    parseObject('Pandere001', { name: 'Andere Firma GmbH' }),
  ]);
  parse.classes.set('Module', [
    parseObject('Maufgaben1', { name: 'Aufgaben', path: '/tasks', project }),
  ]);
  parse.classes.set('_Role', [
    parseObject('Radmin0001', {
      name: 'Administrator',
      type: 'admin',
      color: 'red',
      modules: ['Maufgaben1'],
      project,
    }),
    parseObject('Rspringer1', {
      name: 'Springer',
      type: 'worker',
      color: 'teal',
      default: true,
      modules: ['Maufgaben1', 'Mfehlt0001'],
      project,
      users: { __type: 'Relation', className: '_User' },
    }),
    parseObject('Rfremd0001', {
      name: 'Fremd',
      type: 'office',
      project: pointer('Project', 'Pandere001'),
    }),
  ]);
  parse.relations.set('_Role:Rspringer1:users', ['Urelation1']);
  parse.classes.set('_User', [
    parseObject('Uneu000001', {
      username: 'anna@example.org',
      email: 'anna@example.org',
      first_name: 'Anna',
      family_name: 'Berg',
      role: pointer('_Role', 'Radmin0001'),
      project,
      is_worker: true,
      color: '#123456',
    }),
    parseObject('Urelation1', { email: 'ben@example.org', name: 'Ben Kurz', project }),
    parseObject('Ubestand01', {
      email: 'Buero@Example.org',
      name: 'Neuer Name',
      role: pointer('_Role', 'Radmin0001'),
    }),
    parseObject('Ukaputt001', {
      email: 'carl@example.org',
      name: 'Carl Kaputt',
      role: pointer('_Role', 'Rgibtsnich'),
    }),
    parseObject('Ufremd0001', {
      email: 'dora@example.org',
      name: 'Dora',
      project: pointer('Project', 'Pandere001'),
    }),
    parseObject('Usuper0001', { email: 'eva@example.org', name: 'Eva Oben', is_superuser: true }),
  ]);
  existingHash = await hashPassword('ein-geheimes-Passwort');
  const [existing] = await database.db
    .insert(users)
    .values({
      id: 'Kbestand01',
      email: 'buero@example.org',
      name: 'Bestehende Büro',
      passwordHash: existingHash,
    })
    .returning({ id: users.id });
  existingUserId = existing!.id;
}, 120_000);

afterAll(async () => {
  await h?.close();
  await database?.close();
});

async function projectRows(projectId: string) {
  const roleRows = await database.db
    .select({
      id: roles.id,
      name: roles.name,
      type: roles.type,
      color: roles.color,
      isDefault: roles.isDefault,
      moduleIds: roles.moduleIds,
    })
    .from(roles)
    .where(eq(roles.projectId, projectId))
    .orderBy(roles.name);
  const members = await database.db
    .select({
      userId: memberships.userId,
      roleId: memberships.roleId,
      isWorker: memberships.isWorker,
    })
    .from(memberships)
    .where(eq(memberships.projectId, projectId))
    .orderBy(memberships.userId);
  const accounts = await database.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      isSuperuser: users.isSuperuser,
      color: users.color,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        members.map((m) => m.userId),
      ),
    )
    .orderBy(users.id);
  return { roleRows, members, accounts };
}

describe('the Project, _Role and _User importers', () => {
  it('asks for --project when the source has several projects', async () => {
    await expect(h.run()).rejects.toThrow(
      'Die Quelle enthält mehrere Projekte (Andere Firma GmbH, Hausverwaltung Sonne)',
    );
  });

  it('writes nothing in a dry run', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const report = await h.run({ project: COMPANY, dryRun: true });
    expect(countsOf(report, '_User')).toMatchObject({ read: 6, created: 4, skipped: 2 });
    expect(await database.db.select().from(projects).where(eq(projects.name, COMPANY))).toEqual([]);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });

  it('imports the project, its roles with module permissions, and its users', async () => {
    const report = await h.run({ project: COMPANY });
    expect(countsOf(report, 'Project')).toEqual({
      read: 2,
      created: 1,
      updated: 0,
      unchanged: 0,
      skipped: 1,
    });
    expect(countsOf(report, '_Role')).toEqual({
      read: 3,
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 1,
    });
    expect(countsOf(report, '_User')).toEqual({
      read: 6,
      created: 4,
      updated: 0,
      unchanged: 0,
      skipped: 2,
    });
    const [row] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.id, report.projectId));
    expect(row).toMatchObject({ name: COMPANY, description: 'Verwaltung und Hausmeister' });

    const { roleRows, members, accounts } = await projectRows(report.projectId);
    const [module] = await database.db
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.projectId, report.projectId));
    expect(module!.id).toBe('Maufgaben1');
    const byName = Object.fromEntries(roleRows.map((r) => [r.name, r]));
    expect(Object.keys(byName)).toEqual(['Administrator', 'Büro', 'Mitarbeiter', 'Springer']);
    // The new project's own 'Administrator' is taken over, not duplicated.
    expect(byName.Administrator).toMatchObject({
      type: 'admin',
      color: 'red',
      moduleIds: ['Maufgaben1'],
      isDefault: false,
    });
    expect(byName.Springer).toMatchObject({
      id: 'Rspringer1',
      type: 'worker',
      color: 'teal',
      isDefault: true,
      moduleIds: ['Maufgaben1'],
    });
    expect(byName.Mitarbeiter!.isDefault).toBe(false);
    const roleNotes = report.classes
      .find((c) => c.className === '_Role')!
      .notes.map((n) => n.message);
    expect(roleNotes).toContain('Die vorhandene Rolle „Administrator“ wurde übernommen.');
    expect(roleNotes).toContain(
      'Modul „Mfehlt0001“ wurde nicht importiert; die Rolle erhält es nicht.',
    );

    const account = Object.fromEntries(accounts.map((a) => [a.email.toLowerCase(), a]));
    const roleOf = (userId: string) => members.find((m) => m.userId === userId)!.roleId;
    expect(account['anna@example.org']).toMatchObject({
      id: 'Uneu000001',
      name: 'Anna Berg',
      passwordHash: IMPORTED_PASSWORD,
      color: '#123456',
    });
    expect(roleOf('Uneu000001')).toBe(byName.Administrator!.id);
    expect(members.find((m) => m.userId === 'Uneu000001')!.isWorker).toBe(true);
    // No role pointer: the _Role whose `users` relation holds the user.
    expect(roleOf(account['ben@example.org']!.id)).toBe('Rspringer1');
    // No role at all: the default role; superuser rights are not carried over.
    expect(account['eva@example.org']).toMatchObject({ isSuperuser: false });
    expect(roleOf(account['eva@example.org']!.id)).toBe('Rspringer1');
    // The existing account is joined, its name and password untouched.
    expect(account['buero@example.org']).toMatchObject({
      id: existingUserId,
      name: 'Bestehende Büro',
      passwordHash: existingHash,
    });
    expect(roleOf(existingUserId)).toBe(byName.Administrator!.id);
    expect(account['carl@example.org']).toBeUndefined();
    expect(account['dora@example.org']).toBeUndefined();

    const userReport = report.classes.find((c) => c.className === '_User')!;
    expect(userReport.skips).toEqual([
      { sourceId: 'Ufremd0001', reason: 'Gehört zu keinem importierten Projekt.' },
      {
        sourceId: 'Ukaputt001',
        reason: 'Verweis role auf _Role „Rgibtsnich“ zeigt auf kein importiertes Objekt.',
      },
    ]);
    expect(userReport.notes.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Ein Konto mit Buero@Example.org gab es schon'),
        'Das Superuser-Recht wird nicht übernommen.',
        'Keine Rolle in der Quelle; der Nutzer erhält die Standardrolle.',
      ]),
    );
  });

  it('changes nothing on a second run', async () => {
    const [target] = await database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, COMPANY));
    const before = await projectRows(target!.id);
    const report = await h.run({ project: COMPANY });
    expect(report.projectId).toBe(target!.id);
    for (const className of ['Project', 'Module', '_Role']) {
      expect(countsOf(report, className)).toMatchObject({ created: 0, updated: 0 });
    }
    expect(countsOf(report, '_User')).toEqual({
      read: 6,
      created: 0,
      updated: 0,
      unchanged: 4,
      skipped: 2,
    });
    expect(await projectRows(target!.id)).toEqual(before);
  });

  it('updates a changed user, but never the account-wide data of an account it did not create', async () => {
    const people = h.parse.classes.get('_User')!;
    const changed = '2026-05-05T10:00:00.000Z';
    people[0] = { ...people[0]!, family_name: 'Berg-Tal', is_worker: false, updatedAt: changed };
    people[2] = { ...people[2]!, name: 'Noch ein Name', updatedAt: changed };
    const report = await h.run({ project: COMPANY });
    expect(countsOf(report, '_User')).toMatchObject({ updated: 2, unchanged: 2, skipped: 2 });
    const rows = await database.db
      .select({ id: users.id, name: users.name, isWorker: memberships.isWorker })
      .from(users)
      .innerJoin(
        memberships,
        and(eq(memberships.userId, users.id), eq(memberships.projectId, report.projectId)),
      )
      .where(inArray(users.id, ['Uneu000001', existingUserId]))
      .orderBy(users.id);
    expect(rows).toEqual([
      { id: existingUserId, name: 'Bestehende Büro', isWorker: false },
      { id: 'Uneu000001', name: 'Anna Berg-Tal', isWorker: false },
    ]);
  });

  it('plans the named source project', async () => {
    const reader = (await import('../parse-reader.ts')).parseReader({
      serverUrl: h.parse.serverUrl,
      appId: 'kontor-test-app',
      masterKey: 'geheimer-Master-Key-4711',
    });
    await expect(planTarget(reader, 'andere firma gmbh')).resolves.toEqual({
      sourceProjectId: 'Pandere001',
      name: 'andere firma gmbh',
      named: true,
    });
    await expect(planTarget(reader, 'Gibt es nicht')).rejects.toThrow(
      'keines heißt „Gibt es nicht“',
    );
  });
});

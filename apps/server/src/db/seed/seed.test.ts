import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyPage } from '@kontor/core/schemas/properties';
import { memberships, modules, projects, roles } from '../schema/projects.ts';
import { properties } from '../schema/properties.ts';
import { users } from '../schema/users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_PROJECT, DEMO_PROPERTIES, DEMO_USERS } from './demo-data.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('first start', () => {
  it('creates the first superuser once, generating a password when none is given', async () => {
    const admin = await ensureAdmin(t.db, { adminEmail: 'admin@kontor.local' });
    expect(admin?.generatedPassword).toMatch(/^\w{16}$/);
    const cookie = await t.login({
      email: 'admin@kontor.local',
      password: admin!.generatedPassword!,
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.isSuperuser).toBe(true);
    expect(
      await ensureAdmin(t.db, { adminEmail: 'other@kontor.local', adminPassword: 'geheim-123' }),
    ).toBeUndefined();
    expect(await t.db.select().from(users)).toHaveLength(1);

    const demo = await seedDemo(t.db, admin!.id);
    expect(demo).toBeDefined();
    const [project] = await t.db.select().from(projects);
    expect(project!.name).toBe(DEMO_PROJECT.name);
    const projectRoles = await t.db.select().from(roles).where(eq(roles.projectId, project!.id));
    expect(projectRoles.map((r) => r.type).sort()).toEqual(['admin', 'office', 'worker']);
    expect(projectRoles.filter((r) => r.isDefault)).toHaveLength(1);
    const mods = await t.db.select().from(modules).where(eq(modules.projectId, project!.id));
    expect(mods.map((m) => m.path)).toEqual(
      expect.arrayContaining(['/properties', '/tasks', '/time-tracking']),
    );
    const members = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.projectId, project!.id));
    expect(members).toHaveLength(DEMO_USERS.length + 1);
    expect(members.find((m) => m.userId === admin!.id)?.roleId).toBe(
      projectRoles.find((r) => r.type === 'admin')!.id,
    );
    expect(await t.db.select().from(properties)).toHaveLength(DEMO_PROPERTIES.length);

    // The admin sees the demo properties through the API, with the counter-based total.
    const list = await t.app.inject({
      url: `/api/projects/${project!.id}/properties?pageSize=50`,
      headers: { cookie },
    });
    const page = list.json<PropertyPage>();
    const active = DEMO_PROPERTIES.filter((p) => !p.archived).length;
    expect(page.total).toBe(active);
    expect(page.items).toHaveLength(active);
    expect(page.items.some((i) => i.assignedStaff.length > 0)).toBe(true);

    // A demo user logs in with the printed password.
    await t.login({ email: DEMO_USERS[1]!.email, password: demo!.password });
    // Seeding again does nothing.
    expect(await seedDemo(t.db, admin!.id)).toBeUndefined();
    expect(await t.db.select().from(projects)).toHaveLength(1);
  });
});

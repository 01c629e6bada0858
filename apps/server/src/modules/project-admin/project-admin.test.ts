import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAdminMessages as m, type AdminModule } from '@kontor/core/schemas/module-admin';
import { moduleFieldMessages } from '@kontor/core/schemas/module-fields';
import { projectMessages } from '@kontor/core/schemas/projects';
import {
  projectSettingsMessages,
  type ProjectSettings,
} from '@kontor/core/schemas/project-settings';
import { roles } from '../../db/schema/projects.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await createTestApp();
  su = (await t.superuser()).cookie;
});
afterAll(() => t.close());

const url = (p: CreatedProject, rest = '') => `/api/projects/${p.id}/admin${rest}`;
async function call(cookie: string, method: string, path: string, payload?: object) {
  return t.app.inject({ method: method as 'GET', url: path, headers: { cookie }, payload });
}
const list = async (p: CreatedProject, cookie = su) =>
  (await call(cookie, 'GET', url(p, '/modules'))).json<AdminModule[]>();

describe('project modules', () => {
  it('adds catalogue modules at the end, each path once (German 409), name required', async () => {
    const p = await t.createProject({ modules: ['/properties', '/tasks'] });
    const added = await call(su, 'POST', url(p, '/modules'), {
      path: '/news',
      name: 'Vereinsnews',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<AdminModule>()).toMatchObject({
      name: 'Vereinsnews',
      path: '/news',
      icon: 'news',
      position: 3,
      hasSettings: true,
      fields: [],
    });
    const again = await call(su, 'POST', url(p, '/modules'), { path: '/news', name: 'Noch mal' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: m.pathTaken, errors: { path: [m.pathTaken] } });

    const unnamed = await call(su, 'POST', url(p, '/modules'), { path: '/events', name: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.name).toEqual([m.nameRequired]);
    const noTemplate = await call(su, 'POST', url(p, '/modules'), { name: 'Ohne' });
    expect(noTemplate.statusCode).toBe(400);
    expect(noTemplate.json().errors.path).toEqual([m.templateRequired]);
    expect((await list(p)).map((x) => x.path)).toEqual(['/properties', '/tasks', '/news']);
  });

  it("gives '/training-group' its predefined age fields, '/groups' none", async () => {
    const p = await t.createProject({ modules: [] });
    const res = await call(su, 'POST', url(p, '/modules'), {
      path: '/training-group',
      name: 'Jugendgruppen',
    });
    expect(res.statusCode).toBe(201);
    const names = res.json<AdminModule>().fields.map((f) => [f.name, f.options.numberEndValue]);
    expect(names).toEqual([
      ['data.start_age', 100],
      ['data.end_age', 100],
    ]);
    const groups = await call(su, 'POST', url(p, '/modules'), { path: '/groups', name: 'Gruppen' });
    expect(groups.json<AdminModule>().fields).toEqual([]);
  });

  it('renames, stores fields, categories and settings (slugged), and detects stale versions', async () => {
    const p = await t.createProject({ modules: ['/properties'] });
    const [module] = await list(p);
    const renamed = await call(su, 'PATCH', url(p, `/modules/${module!.id}`), {
      version: module!.version,
      name: 'Liegenschaften',
      settings: { categories: [{ id: 'c1', label: 'Große Häuser', position: 0 }] },
      categories: [{ id: 'k1', label: 'Bezirk', key: 'bezirk', position: 0 }],
      fields: [
        {
          id: 'f1',
          type: 'select',
          label: 'Art',
          name: 'data.kind',
          position: 0,
          selectOptions: [
            { label: 'Wohnen', value: 'wohnen' },
            { label: 'Gewerbe', value: 'gewerbe' },
          ],
        },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    const body = renamed.json<AdminModule>();
    expect(body).toMatchObject({ name: 'Liegenschaften', version: module!.version + 1 });
    expect(body.settings.categories[0]!.value).toBe('grosse-haeuser');
    expect(body.categories[0]).toMatchObject({ key: 'bezirk', isMulti: false });
    expect(body.fields[0]!.selectOptions).toHaveLength(2);
    expect((await list(p))[0]!.name).toBe('Liegenschaften');

    const stale = await call(su, 'PATCH', url(p, `/modules/${module!.id}`), {
      version: module!.version,
      name: 'Verloren',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(m.stale);
    expect((await list(p))[0]!.name).toBe('Liegenschaften');
  });

  it('refuses invalid field definitions with the field editor’s messages, saving nothing', async () => {
    const p = await t.createProject({ modules: ['/properties'] });
    const [module] = await list(p);
    const field = { type: 'input', label: 'Titel', name: 'data.title' };
    const res = await call(su, 'PATCH', url(p, `/modules/${module!.id}`), {
      version: module!.version,
      fields: [
        { id: 'a', position: 0, ...field },
        { id: 'b', position: 1, ...field },
        { id: 'c', position: 2, type: 'select', label: 'Wahl', name: 'data.choice' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'fields.1.name': [moduleFieldMessages.nameTaken],
      'fields.2.selectOptions': [moduleFieldMessages.optionsRequired],
    });
    expect((await list(p))[0]!.fields).toEqual([]);
  });

  it('reorders all modules in one go and refuses an incomplete order', async () => {
    const p = await t.createProject({ modules: ['/properties', '/tasks', '/tickets'] });
    const ids = (await list(p)).map((x) => x.id);
    const reordered = await call(su, 'PUT', url(p, '/modules/order'), {
      moduleIds: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<AdminModule[]>().map((x) => [x.id, x.position])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    for (const moduleIds of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], 'XXXXXXXXXX'],
    ]) {
      const bad = await call(su, 'PUT', url(p, '/modules/order'), { moduleIds });
      expect(bad.statusCode, JSON.stringify(moduleIds)).toBe(400);
      expect(bad.json().detail).toBe(m.orderMismatch);
    }
    expect((await list(p)).map((x) => x.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it("removes a module and takes it out of the roles' module lists", async () => {
    const p = await t.createProject({ modules: ['/properties', '/tasks'] });
    const tasksId = p.moduleIds['/tasks']!;
    const roleHas = async () =>
      (await t.db.select().from(roles).where(eq(roles.projectId, p.id))).map((r) =>
        r.moduleIds.includes(tasksId),
      );
    expect(await roleHas()).toEqual([true, true, true]);
    const removed = await call(su, 'DELETE', url(p, `/modules/${tasksId}`));
    expect(removed.statusCode).toBe(204);
    expect(await roleHas()).toEqual([false, false, false]);
    expect((await list(p)).map((x) => x.path)).toEqual(['/properties']);
    const gone = await call(su, 'DELETE', url(p, `/modules/${tasksId}`));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(m.notFound);
  });
});

describe('who may administer', () => {
  it('lets the project’s admin manage modules, refuses office and worker (403)', async () => {
    const p = await t.createProject({ modules: ['/properties'] });
    const admin = (await t.member(p, 'admin')).cookie;
    const added = await call(admin, 'POST', url(p, '/modules'), { path: '/news', name: 'News' });
    expect(added.statusCode).toBe(201);
    for (const role of ['office', 'worker'] as const) {
      const cookie = (await t.member(p, role)).cookie;
      const attempts = [
        await call(cookie, 'GET', url(p, '/modules')),
        await call(cookie, 'POST', url(p, '/modules'), { path: '/events', name: 'Events' }),
        await call(cookie, 'DELETE', url(p, `/modules/${added.json().id}`)),
        await call(cookie, 'PUT', url(p, '/modules/order'), { moduleIds: [added.json().id] }),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe(m.adminOnly);
      }
      const settings = await call(cookie, 'PUT', url(p, '/settings'), { name: 'Übernommen' });
      expect(settings.statusCode).toBe(403);
      expect(settings.json().detail).toBe(projectMessages.adminOnly);
    }
    expect((await list(p)).map((x) => x.path)).toEqual(['/properties', '/news']);
  });

  it("another project's admin can neither read nor change this project's modules (404)", async () => {
    const p = await t.createProject({ modules: ['/properties'] });
    const other = await t.createProject({ modules: ['/properties'] });
    const outsider = (await t.member(other, 'admin')).cookie;
    const moduleId = p.moduleIds['/properties']!;
    const attempts = [
      await call(outsider, 'GET', url(p, '/modules')),
      await call(outsider, 'PATCH', url(p, `/modules/${moduleId}`), { version: 0, name: 'X' }),
      await call(outsider, 'DELETE', url(p, `/modules/${moduleId}`)),
      await call(outsider, 'GET', url(p, '/settings')),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(projectMessages.notFound);
    }
    // Its own project's URL with this module's id finds nothing either.
    const crossed = await call(outsider, 'PATCH', url(other, `/modules/${moduleId}`), {
      version: 0,
      name: 'X',
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().detail).toBe(m.notFound);
    expect((await list(p))[0]!.name).toBe('Objekte');
  });
});

describe('project settings', () => {
  it('saves name, description, e-mail and site settings and reads them back', async () => {
    const p = await t.createProject({ name: 'Einstellungsprojekt' });
    const initial = (await call(su, 'GET', url(p, '/settings'))).json<ProjectSettings>();
    expect(initial).toMatchObject({
      name: 'Einstellungsprojekt',
      logo: null,
      email: { senderAddress: '' },
    });
    const saved = await call(su, 'PUT', url(p, '/settings'), {
      name: 'TSV Musterstadt',
      description: 'Sportverein',
      logo: null,
      email: { senderName: 'TSV Geschäftsstelle', senderAddress: 'info@tsv.de', replyTo: '' },
      site: { domain: 'TSV.de', primaryColor: '#112233', secondaryColor: '', tertiaryColor: '' },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await call(su, 'GET', url(p, '/settings'))).json<ProjectSettings>();
    expect(read).toMatchObject({
      name: 'TSV Musterstadt',
      email: { senderName: 'TSV Geschäftsstelle', senderAddress: 'info@tsv.de' },
      site: { domain: 'tsv.de', primaryColor: '#112233' },
    });
  });

  it('refuses a bad sender address, colour, name or foreign logo with German field messages', async () => {
    const p = await t.createProject({ name: 'Prüfprojekt' });
    const res = await call(su, 'PUT', url(p, '/settings'), {
      name: 'Kurz',
      email: { senderAddress: 'keine-adresse' },
      site: { primaryColor: 'blau' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: [projectMessages.nameMin],
      'email.senderAddress': [projectSettingsMessages.emailInvalid],
      'site.primaryColor': [projectSettingsMessages.colorInvalid],
    });
    const logo = await call(su, 'PUT', url(p, '/settings'), {
      name: 'Prüfprojekt',
      logo: 'XXXXXXXXXX',
    });
    expect(logo.statusCode).toBe(400);
    expect(Object.keys(logo.json().errors)).toEqual(['logo']);
    expect((await call(su, 'GET', url(p, '/settings'))).json().name).toBe('Prüfprojekt');
  });
});

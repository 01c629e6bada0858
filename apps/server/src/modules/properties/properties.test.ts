import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import {
  propertyListQuerySchema,
  propertyPageSchema,
  propertyMessages,
  type PropertyDetail,
  type PropertyPage,
} from '@kontor/core/schemas/properties';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import * as service from './properties.service.ts';

let t: TestApp;
let project: CreatedProject;
let cookie: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject();
  ({ cookie } = await t.member(project, 'office'));
  base = `/api/projects/${project.id}/properties`;
});
afterAll(() => t.close());

async function create(name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: base,
    headers: { cookie },
    payload: { name },
  });
  return { status: res.statusCode, body: res.json() };
}
async function list(query = '') {
  const res = await t.app.inject({ url: `${base}${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<PropertyPage>();
}
async function patch(id: string, payload: object) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `${base}/${id}`,
    headers: { cookie },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('properties', () => {
  it('creates a property with the creator and version 0', async () => {
    const { status, body } = await create('  Gartenweg 1, 12345 Teststadt ');
    expect(status).toBe(201);
    const detail = body as PropertyDetail;
    expect(detail.name).toBe('Gartenweg 1, 12345 Teststadt');
    expect(detail.version).toBe(0);
    expect(detail.archived).toBe(false);
    expect(detail.createdBy?.id).toBeTruthy();
    expect(detail.settings).toEqual({ address: '', keyNumber: null, info: '' });
    const again = await t.app.inject({ url: `${base}/${detail.id}`, headers: { cookie } });
    expect(again.json()).toEqual(detail);
  });

  it('answers German per-field messages for a bad body', async () => {
    const empty = await create('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: [propertyMessages.nameRequired] });
    const long = await create('x'.repeat(121));
    expect(long.body.errors.name).toEqual([propertyMessages.nameTooLong]);
    const missing = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().errors.name).toEqual([propertyMessages.nameRequired]);
  });

  it('rejects duplicate names case-insensitively with 409 and errors.name', async () => {
    expect((await create('Mühlenweg 5')).status).toBe(201);
    const dup = await create('MÜHLENWEG 5');
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ name: [propertyMessages.nameTaken] });
  });

  it('lets exactly one of two racing creates with the same name win', async () => {
    const results = await Promise.all([create('Rennbahnstraße 1'), create('rennbahnstraße 1')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('pages, sorts, searches and counts', async () => {
    for (const name of ['Zeppelinstraße 3', 'Ahornweg 7', 'Birkenallee 2', 'Ahornplatz 100%']) {
      expect((await create(name)).status).toBe(201);
    }
    const all = await list('?pageSize=100');
    const names = all.items.map((i) => i.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(all.total).toBe(all.items.length);

    const page2 = await list('?pageSize=10&page=2&sort=-name');
    expect(page2.page).toBe(2);
    expect(page2.items.length).toBe(Math.max(0, all.total - 10));

    const desc = await list('?pageSize=100&sort=-createdAt');
    const times = desc.items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const search = await list('?search=AHORN');
    expect(search.items.map((i) => i.name).sort()).toEqual(['Ahornplatz 100%', 'Ahornweg 7']);
    expect(search.total).toBe(2);
    // LIKE wildcards are matched literally.
    expect((await list('?search=100%25')).items.map((i) => i.name)).toEqual(['Ahornplatz 100%']);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('validates the list query', async () => {
    const res = await t.app.inject({ url: `${base}?pageSize=7&sort=bogus`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['pageSize', 'sort']);
    expect(res.json().errors.pageSize).toEqual(['Ungültige Seitengröße']);
  });

  it('checks session and module before validating the list query', async () => {
    const bad = `${base}?pageSize=7`;
    expect((await t.app.inject({ url: bad })).statusCode).toBe(401);
    const worker = (await t.member(project, 'worker')).cookie;
    const res = await t.app.inject({ url: bad, headers: { cookie: worker } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(projectMessages.forbidden);
  });

  it('answers the page prefetched by the guard exactly like its own query', async () => {
    for (const query of ['', '?pageSize=10&page=2&sort=-createdAt', '?search=ahorn&sort=-name']) {
      const answered = await list(query);
      const q = propertyListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      expect(JSON.parse(await service.list.json(t.db, project.id, q))).toEqual(answered);
      // The answer is PostgreSQL's JSON text, not checked by a serializer: it must be the
      // schema's shape exactly (parse drops unknown keys and fails on wrong types).
      expect(propertyPageSchema.parse(answered)).toEqual(answered);
    }
    const [first] = (await list()).items;
    expect(first!.createdAt).toBe(new Date(first!.createdAt).toISOString());
    const res = await t.app.inject({ url: base, headers: { cookie } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('archives and restores with exact counters, archived list separate', async () => {
    const before = await list();
    const beforeArchived = await list('?archived=true');
    const { body } = await create('Archivgasse 9');
    const afterCreate = await list();
    expect(afterCreate.total).toBe(before.total + 1);

    const archived = await patch(body.id, { version: 0, archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    expect(archived.body.version).toBe(1);
    expect((await list()).total).toBe(before.total);
    const archivedList = await list('?archived=true');
    expect(archivedList.total).toBe(beforeArchived.total + 1);
    expect(archivedList.items.map((i) => i.id)).toContain(body.id);
    expect((await list('?pageSize=100')).items.map((i) => i.id)).not.toContain(body.id);

    expect((await patch(body.id, { version: 1, archived: false })).status).toBe(200);
    expect((await list()).total).toBe(before.total + 1);
    expect((await list('?archived=true')).total).toBe(beforeArchived.total);
  });

  it('updates name and settings, and answers 409 to a stale version', async () => {
    const { body } = await create('Versionsweg 1');
    const first = await patch(body.id, {
      version: 0,
      name: 'Versionsweg 2',
      settings: { keyNumber: 42, info: 'Hinterhof' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Versionsweg 2',
      version: 1,
      settings: { keyNumber: 42, info: 'Hinterhof' },
    });
    const partial = await patch(body.id, { version: 1, settings: { info: 'Vorderhaus' } });
    expect(partial.body.settings).toEqual({ address: '', keyNumber: 42, info: 'Vorderhaus' });
    const stale = await patch(body.id, { version: 1, name: 'Versionsweg 3' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(propertyMessages.conflict);
    expect(stale.body.errors).toBeUndefined();
    const current = await t.app.inject({ url: `${base}/${body.id}`, headers: { cookie } });
    expect(current.json().name).toBe('Versionsweg 2');
  });

  it("stores the 'Adresse' of up to three lines and refuses longer ones", async () => {
    const { body } = await create('Adressweg 1');
    const address = 'Adressweg 1\nHinterhaus\n12345 Teststadt';
    const saved = await patch(body.id, { version: 0, settings: { address } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ address, keyNumber: null, info: '' });
    const other = await patch(body.id, { version: 1, settings: { info: 'Klingel 3' } });
    expect(other.body.settings.address).toBe(address);

    const fourLines = await patch(body.id, { version: 2, settings: { address: 'a\nb\r\nc\rd' } });
    expect(fourLines.status).toBe(400);
    expect(fourLines.body.errors).toEqual({
      'settings.address': [propertyMessages.addressTooManyLines],
    });
    const long = await patch(body.id, { version: 2, settings: { address: 'x'.repeat(301) } });
    expect(long.body.errors).toEqual({ 'settings.address': [propertyMessages.addressTooLong] });
    for (const address of [null, 42, ['Adressweg 1']]) {
      const res = await patch(body.id, { version: 2, settings: { address } });
      expect(res.status, JSON.stringify(address)).toBe(400);
      expect(res.body.errors['settings.address']).toHaveLength(1);
    }
    const cleared = await patch(body.id, { version: 2, settings: { address: '' } });
    expect(cleared.body.settings.address).toBe('');
  });

  it('lets exactly one of two concurrent edits of the same version win', async () => {
    const { body } = await create('Konfliktstraße 1');
    const results = await Promise.all([
      patch(body.id, { version: 0, settings: { info: 'A' } }),
      patch(body.id, { version: 0, settings: { info: 'B' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const current = await t.app.inject({ url: `${base}/${body.id}`, headers: { cookie } });
    expect(current.json().settings.info).toBe(winner.body.settings.info);
    expect(current.json().version).toBe(1);
  });

  it('renaming onto an existing name is a 409 with errors.name', async () => {
    const a = await create('Kollisionsweg 1');
    await create('Kollisionsweg 2');
    const res = await patch(a.body.id, { version: 0, name: 'kollisionsweg 2' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ name: [propertyMessages.nameTaken] });
  });

  it('assigns staff who are members, refuses others', async () => {
    const { body } = await create('Personalweg 4');
    const worker = await t.member(project, 'worker');
    const stranger = await t.createUser();
    const ok = await patch(body.id, { version: 0, assignedStaff: [worker.id, worker.id] });
    expect(ok.status).toBe(200);
    expect(ok.body.assignedStaff).toEqual([{ id: worker.id, name: worker.name }]);
    const listed = await list(`?search=Personalweg`);
    expect(listed.items[0]!.assignedStaff).toEqual([{ id: worker.id, name: worker.name }]);

    const bad = await patch(body.id, { version: 1, assignedStaff: [worker.id, stranger.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ assignedStaff: [propertyMessages.staffNotMember] });

    const tooMany = await patch(body.id, {
      version: 1,
      assignedStaff: Array.from({ length: 101 }, () => worker.id),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.assignedStaff).toEqual([propertyMessages.tooManyStaff]);

    const cleared = await patch(body.id, { version: 1, assignedStaff: [] });
    expect(cleared.body.assignedStaff).toEqual([]);
  });

  it('answers 404 for an unknown property', async () => {
    const res = await t.app.inject({ url: `${base}/AAAAAAAAAA`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(propertyMessages.notFound);
    expect((await patch('AAAAAAAAAA', { version: 0, name: 'Nirgendwo 1' })).status).toBe(404);
  });
});

describe('property counters', () => {
  it('stay exact for bulk SQL inserts, multi-row archive updates and deletes', async () => {
    const p = await t.createProject();
    const exact = async () => {
      const res = await t.db.execute(
        sql`select (select count(*) from properties where project_id = ${p.id} and not archived)::int as active,
                   (select count(*) from properties where project_id = ${p.id} and archived)::int as archived,
                   (select value from project_counters where project_id = ${p.id} and name = 'properties.active')::int as c_active,
                   (select value from project_counters where project_id = ${p.id} and name = 'properties.archived')::int as c_archived`,
      );
      const row = (res as unknown as { rows: Record<string, number | null>[] }).rows[0]!;
      return {
        exact: [row.active, row.archived],
        counters: [row.c_active ?? 0, row.c_archived ?? 0],
      };
    };
    await t.db.execute(
      sql`insert into properties (id, project_id, name, archived)
          select substr(md5(${p.id} || g::text), 1, 10), ${p.id}, 'Massenweg ' || g, g % 10 = 0
          from generate_series(1, 500) g`,
    );
    expect((await exact()).counters).toEqual([450, 50]);
    await t.db.execute(
      sql`update properties set archived = true where project_id = ${p.id} and name like 'Massenweg 1%'`,
    );
    await t.db.execute(sql`update properties set info = 'x' where project_id = ${p.id}`);
    await t.db.execute(
      sql`delete from properties where project_id = ${p.id} and name like 'Massenweg 2%'`,
    );
    const state = await exact();
    expect(state.counters).toEqual(state.exact);
    expect(state.exact[0]! + state.exact[1]!).toBeLessThan(500);
  });
});

describe('hostile input', () => {
  it('never answers 500 to out-of-range numbers, NUL bytes or absurd pages', async () => {
    const { body } = await create('Grenzweg 1');
    const cases: [string, string, object | undefined][] = [
      ['PATCH', `${base}/${body.id}`, { version: 1e15 }],
      ['PATCH', `${base}/${body.id}`, { version: 0, settings: { keyNumber: 3_000_000_000 } }],
      ['PATCH', `${base}/${body.id}`, { version: 0, settings: { keyNumber: -1 } }],
      ['POST', base, { name: 'Null\u0000byte' }],
      ['GET', `${base}?page=100000000000000000000`, undefined],
      ['GET', `${base}?search=%00`, undefined],
      ['GET', `${base}?archived=vielleicht`, undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie },
        ...(payload && { payload }),
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const range = await patch(body.id, { version: 0, settings: { keyNumber: 3_000_000_000 } });
    expect(range.body.errors).toEqual({ 'settings.keyNumber': [propertyMessages.keyNumberRange] });
  });
});

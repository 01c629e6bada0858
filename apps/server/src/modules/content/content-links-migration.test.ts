import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import { MIGRATIONS_DIR } from '../../db/database.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DATE } from './content-test-helpers.ts';

/**
 * Migration content_links_http_only: links stored under the older, looser rule are removed.
 * Rows are written as that rule let them in, then the migration's statements run again (as
 * the migrator runs them: in order, in one transaction).
 */
const MIGRATION = readFileSync(
  path.join(MIGRATIONS_DIR, '0023_content_links_http_only.sql'),
  'utf8',
).split('--> statement-breakpoint');

let t: TestApp;
let project: CreatedProject;
let cookie: string;

const place = (online: string) => ({ type: 'online', online });
const time = (id: string, online: string) => ({
  id,
  weekday: 2,
  start: '17:00',
  end: '18:30',
  place: place(online),
});
const dated = (id: string, online: string) => ({
  id,
  start: DATE,
  end: null,
  label: 'Lauf',
  fullDay: false,
  place: place(online),
});

async function insertItem(type: string, fields: Record<string, unknown>) {
  const id = newId();
  await t.db.execute(sql`insert into content_items (id, project_id, type, title, fields)
    values (${id}, ${project.id}, ${type}, ${'Alter Eintrag'}, ${JSON.stringify(fields)}::jsonb)`);
  return id;
}
const get = async (type: string, id: string) =>
  (
    await t.app.inject({
      url: `/api/projects/${project.id}/${type}/${id}`,
      headers: { cookie },
    })
  ).json();

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/groups', '/events', '/downloads'] });
  cookie = (await t.member(project, 'admin')).cookie;
});
afterAll(() => t.close());

describe('migration content_links_http_only', () => {
  it('removes stored links that are not http(s) and keeps the others', async () => {
    const ownFile = `/api/projects/${project.id}/documents/Doc1234567/file`;
    const group = await insertItem('groups', {
      times: [
        time('a', 'javascript:alert(1)'),
        time('b', 'https://meet.verein.example/raum'),
        time('c', '//evil.example'),
        { ...time('d', ''), place: null },
      ],
    });
    const event = await insertItem('events', {
      text: '',
      dates: [dated('a', 'data:text/html,x'), dated('b', 'http://verein.example')],
    });
    const badFile = await insertItem('downloads', { file: { name: 'a.pdf', url: '/f/a.pdf' } });
    const ownFileItem = await insertItem('downloads', { file: { name: 'b.pdf', url: ownFile } });
    const linkFile = await insertItem('downloads', {
      file: { name: 'c.pdf', url: 'https://verein.example/c.pdf' },
    });

    await t.db.transaction(async (tx) => {
      for (const statement of MIGRATION) await tx.execute(sql.raw(statement));
    });

    const groupItem = await get('groups', group);
    expect(groupItem.times.map((x: { place: unknown }) => x.place)).toEqual([
      null,
      place('https://meet.verein.example/raum'),
      null,
      null,
    ]);
    const eventItem = await get('events', event);
    expect(eventItem.dates.map((x: { place: unknown }) => x.place)).toEqual([
      null,
      place('http://verein.example'),
    ]);
    expect((await get('downloads', badFile)).file).toBeNull();
    expect((await get('downloads', ownFileItem)).file).toEqual({ name: 'b.pdf', url: ownFile });
    expect((await get('downloads', linkFile)).file.url).toBe('https://verein.example/c.pdf');
  });
});

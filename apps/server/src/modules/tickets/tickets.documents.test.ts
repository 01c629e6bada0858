import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '@kontor/core/schemas/documents';
import type { TicketDetail } from '@kontor/core/schemas/tickets';
import { documents } from '../../db/schema/files.ts';
import { MINIMAL_PDF } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let office: string;
let tasksOnly: string;
let propertyId: string;

const base = () => `/api/projects/${project.id}/tickets`;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks', '/tickets'] });
  office = (await t.member(project, 'office')).cookie;
  const user = await t.createUser();
  await t.addMember(project, user, await t.createRole(project, { modules: ['/tasks'] }));
  tasksOnly = await t.login(user);
  const property = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/properties`,
    headers: { cookie: office },
    payload: { name: 'Gartenweg 1' },
  });
  propertyId = property.json<{ id: string }>().id;
});
afterAll(() => t.close());

async function ticketWithDocument(title: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: base(),
    headers: { cookie: office },
    payload: { title, propertyId },
  });
  const ticket = created.json<TicketDetail>();
  const { payload, headers } = await multipartPayload([
    { field: 'name', value: 'Schadensfoto' },
    { field: 'file', bytes: MINIMAL_PDF, fileName: 'schaden.pdf' },
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `${base()}/${ticket.id}/documents`,
    headers: { ...headers, cookie: office },
    payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return { ticket, document: upload.json<Document>() };
}

describe('ticket documents (declared owner, no code in the documents module)', () => {
  it('attaches a document to a ticket, guarded by /tickets', async () => {
    const { ticket, document } = await ticketWithDocument('Fenster undicht');
    expect(document).toMatchObject({ type: 'ticket', ticketId: ticket.id, taskId: null });
    const url = `${base()}/${ticket.id}/documents`;
    const listed = await t.app.inject({ url, headers: { cookie: office } });
    expect(JSON.stringify(listed.json())).toContain('Schadensfoto');
    const denied = await t.app.inject({ url, headers: { cookie: tasksOnly } });
    expect(denied.statusCode).toBe(403);
  });

  it('deletes the documents and their files with a deleted ticket', async () => {
    const { ticket, document } = await ticketWithDocument('Tür klemmt');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(await t.app.storage.get(row!.fileKey)).not.toBeNull();
    for (const step of ['start', 'close', 'delete']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base()}/${step}`,
        headers: { cookie: office },
        payload: { ids: [ticket.id] },
      });
      expect(res.json<{ applied: string[] }>().applied, step).toEqual([ticket.id]);
    }
    expect(await t.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
    expect(await t.app.storage.get(row!.fileKey)).toBeNull();
  });
});

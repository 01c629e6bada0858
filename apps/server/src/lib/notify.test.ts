import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/notifications.ts';
import { memberships } from '../db/schema/projects.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { CreatedProject } from './project-setup.ts';
import { notify, type NotificationEvent } from './notify.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject();
  other = await t.createProject();
});
afterAll(() => t.close());

const event = (over: Partial<NotificationEvent>): NotificationEvent => ({
  projectId: project.id,
  kind: 'task-assigned',
  actorId: null,
  recipientIds: [],
  title: 'Neue Aufgabe',
  body: 'Treppenhaus reinigen',
  link: null,
  ...over,
});

const rowsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.recipientId, userId));

describe('notify', () => {
  it('writes one row per member, never to the actor, a non-member or twice', async () => {
    const actor = await t.member(project, 'office');
    const worker = await t.member(project, 'worker');
    const stranger = await t.member(other, 'worker');
    const sent = await t.db.transaction((tx) =>
      notify(
        tx,
        event({ actorId: actor.id, recipientIds: [actor.id, worker.id, worker.id, stranger.id] }),
      ),
    );
    expect(sent).toEqual([worker.id]);
    expect(await rowsOf(actor.id)).toHaveLength(0);
    expect(await rowsOf(stranger.id)).toHaveLength(0);
    const [row] = await rowsOf(worker.id);
    expect(row).toMatchObject({ projectId: project.id, kind: 'task-assigned', readAt: null });
  });

  it("leaves out a member who switched the kind's topic off; a kind without topic reaches all", async () => {
    const quiet = await t.member(project, 'admin');
    await t.db
      .update(memberships)
      .set({ notificationSettings: { tasks: false, tickets: true, absences: true } })
      .where(and(eq(memberships.projectId, project.id), eq(memberships.userId, quiet.id)));
    expect(await notify(t.db, event({ recipientIds: [quiet.id] }))).toEqual([]);
    expect(await notify(t.db, event({ kind: 'ticket-created', recipientIds: [quiet.id] }))).toEqual(
      [quiet.id],
    );
    expect(await notify(t.db, event({ kind: 'member-joined', recipientIds: [quiet.id] }))).toEqual([
      quiet.id,
    ]);
  });

  it('numbers messages in commit order, also for concurrent transactions', async () => {
    const worker = await t.member(project, 'worker');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.db.transaction((tx) => notify(tx, event({ recipientIds: [worker.id], body: `${i}` }))),
      ),
    );
    const seqs = (await rowsOf(worker.id)).map((row) => row.seq).sort((a, b) => a - b);
    expect(seqs).toHaveLength(8);
    expect(new Set(seqs).size).toBe(8);
  });
});

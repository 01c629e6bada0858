import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../../db/schema/tasks.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { classImporters } from '../class-importers.ts';
import { parseObject, pointer } from '../fake-parse-server.ts';
import type { ImportReport } from '../import-report.ts';
import { importHarness, type ImportHarness } from '../import-test-setup.ts';

// Ticket ↔ Task links through the runner (tickets are imported before tasks): one side of the
// link in the source is enough, either side; only a pointer to nothing is reported.

const project = pointer('Project', 'Pfirma0001');
const property = pointer('Property', 'Objekt0001');

let database: TestDatabase;
let h: ImportHarness;

const ticket = (id: string, fields: Record<string, unknown> = {}) =>
  parseObject(id, { title: `Ticket ${id}`, state: 'open', property, project, ...fields });
const task = (id: string, fields: Record<string, unknown> = {}) =>
  parseObject(id, { title: `Aufgabe ${id}`, state: 'created', property, project, ...fields });

beforeAll(async () => {
  database = await openTestDatabase();
  h = await importHarness(database.db, classImporters);
  h.parse.classes.set('Project', [parseObject('Pfirma0001', { name: 'Hausverwaltung Sonne' })]);
  h.parse.classes.set('Property', [parseObject('Objekt0001', { name: 'Lindenstraße 4', project })]);
  h.parse.classes.set('Ticket', [
    ticket('Tnurticket', { task: pointer('Task', 'Anurticket') }),
    ticket('Tnuraufgab'),
    ticket('Tbeidseits', { task: pointer('Task', 'Abeidseits') }),
    ticket('Tinsleere1', { task: pointer('Task', 'Agibtsnich') }),
    // The two sides disagree: the task's own pointer wins, the ticket's side is reported.
    ticket('Tandere001', { task: pointer('Task', 'Aandere001') }),
    ticket('Tfrei00001'),
    // The ticket names a task, but another task has already taken the ticket.
    ticket('Tbesetzt01', { task: pointer('Task', 'Abesetzt02') }),
  ]);
  h.parse.classes.set('Task', [
    task('Anurticket'),
    task('Anuraufgab', { ticket: pointer('Ticket', 'Tnuraufgab') }),
    task('Abeidseits', { ticket: pointer('Ticket', 'Tbeidseits') }),
    task('Aandere001', { ticket: pointer('Ticket', 'Tfrei00001') }),
    task('Abesetzt01', { ticket: pointer('Ticket', 'Tbesetzt01') }),
    task('Abesetzt02'),
  ]);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await database?.close();
});

async function ticketOf(taskId: string) {
  const [row] = await database.db
    .select({ ticketId: tasks.ticketId })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row?.ticketId;
}

const findingsOf = (report: ImportReport) =>
  report.classes.flatMap((c) => [
    ...c.skips.map((s) => `${c.className} ${s.sourceId}: ${s.reason}`),
    ...c.notes.map((n) => `${c.className} ${n.sourceId}: ${n.message}`),
  ]);

describe('Ticket ↔ Task links', () => {
  it('links a ticket and its task whichever side records it, and reports only what cannot be linked', async () => {
    const expected = [
      'Ticket Tandere001: Die Aufgabe nennt ein anderes Ticket (task → Aandere001); nicht verknüpft',
      'Ticket Tbesetzt01: Ticket ist bereits mit einer anderen Aufgabe verknüpft (task → Abesetzt02); nicht verknüpft',
      'Ticket Tinsleere1: Aufgabe nicht gefunden (task → Agibtsnich); ohne Aufgabe übernommen',
    ];
    const dry = await h.run({ dryRun: true });
    expect(findingsOf(dry)).toEqual(expected);
    expect(await ticketOf('Anurticket')).toBeUndefined();

    const report = await h.run();
    expect(findingsOf(report)).toEqual(expected);
    expect(await ticketOf('Anurticket')).toBe('Tnurticket');
    expect(await ticketOf('Anuraufgab')).toBe('Tnuraufgab');
    expect(await ticketOf('Abeidseits')).toBe('Tbeidseits');
    expect(await ticketOf('Aandere001')).toBe('Tfrei00001');
    expect(await ticketOf('Abesetzt01')).toBe('Tbesetzt01');
    expect(await ticketOf('Abesetzt02')).toBeNull();
  });

  it('keeps the links when the task changes later without naming its ticket', async () => {
    const tasksNow = h.parse.classes.get('Task')!;
    h.parse.classes.set(
      'Task',
      tasksNow.map((t) =>
        t.objectId === 'Anurticket' ? { ...t, description: 'Tor und Mauer' } : t,
      ),
    );
    const report = await h.run();
    const counts = report.classes.find((c) => c.className === 'Task')!;
    expect(counts).toMatchObject({ updated: 1, unchanged: tasksNow.length - 1 });
    expect(await ticketOf('Anurticket')).toBe('Tnurticket');
    expect(await ticketOf('Anuraufgab')).toBe('Tnuraufgab');
  });
});

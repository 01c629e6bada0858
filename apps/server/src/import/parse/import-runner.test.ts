import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importFindings, importRuns, importSources } from '../../db/schema/imports.ts';
import { projects } from '../../db/schema/projects.ts';
import { testImage } from '../../files/test-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { ClassImporter, ImportedFile, ParseFile } from './contract.ts';
import { FAKE_APP_ID, parseObject, pointer } from './fake-parse-server.ts';
import { ImportPaused, runImport } from './import-runner.ts';
import { findOrCreateTarget, planTarget } from './import-target.ts';
import { reportCsv, reportText } from './import-report.ts';
import {
  capturingLog,
  countsOf,
  importHarness,
  MASTER_KEY,
  type ImportHarness,
} from './import-test-setup.ts';
import { projectImporter } from './importers/project.importer.ts';
import { pointerIn } from './importers/source-fields.ts';
import { parseReader, ParseSourceError } from './parse-reader.ts';

let database: TestDatabase;
let harness: ImportHarness | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});
afterAll(async () => {
  await database.close();
});

/** A test class 'Note' whose objects point to their Project; files it names are fetched. */
function noteImporter(calls: string[], files: (ImportedFile | undefined)[] = []): ClassImporter {
  return {
    className: 'Note',
    dependsOn: ['Project'],
    async upsert(object, existingId, ctx) {
      calls.push(object.objectId);
      const parent = pointerIn(object.project, 'Project');
      if (parent && !(await ctx.refs.resolve('Project', parent.objectId))) {
        return { kind: 'skipped', reason: `Projekt ${parent.objectId} fehlt` };
      }
      if (object.file) files.push(await ctx.files.fetch(object.file as ParseFile));
      const kontorId = existingId ?? (await ctx.refs.idFor('Note', object.objectId));
      return { kind: existingId ? 'updated' : 'created', kontorId };
    },
  };
}

const id10 = (n: number) => `N${String(n).padStart(9, '0')}`;
let projects_ = 0;
const projectSourceId = () => `P${String(++projects_).padStart(9, '0')}`;

async function withNotes(
  name: string,
  count: number,
  calls: string[],
  files?: (ImportedFile | undefined)[],
) {
  harness = await importHarness(database.db, (plan) => [
    noteImporter(calls, files),
    projectImporter(plan),
  ]);
  harness.parse.classes.set('Project', [parseObject(projectSourceId(), { name })]);
  const projectId = harness.parse.classes.get('Project')![0]!.objectId;
  harness.parse.classes.set(
    'Note',
    Array.from({ length: count }, (_, i) =>
      parseObject(id10(count - i), { project: pointer('Project', projectId), text: `Notiz ${i}` }),
    ),
  );
  return harness;
}

async function sourceRows(projectId: string) {
  return database.db
    .select()
    .from(importSources)
    .where(eq(importSources.projectId, projectId))
    .orderBy(importSources.className, importSources.sourceId);
}

describe('the Parse import runner', () => {
  it('pages through 1,234 objects with limit 100, reading each once, in dependency order', async () => {
    const calls: string[] = [];
    const h = await withNotes('Projekt Paging', 1234, calls);
    const report = await h.run({ pageSize: 100 });
    expect(report.classes.map((c) => c.className)).toEqual(['Project', 'Note']);
    expect(countsOf(report, 'Note')).toEqual({
      read: 1234,
      created: 1234,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
    const served = h.parse.served.get('Note')!;
    expect(served).toHaveLength(1234);
    expect(new Set(served).size).toBe(1234);
    const pages = h.parse.requests.filter((r) => r.path.startsWith('/parse/classes/Note'));
    // 13 pages and the empty answer that ends the class.
    expect(pages).toHaveLength(14);
    expect(decodeURIComponent(pages[1]!.path)).toContain(`"objectId":{"$gt":"${id10(100)}"}`);
    expect(calls).toHaveLength(1234);
    // The objectIds were free, so they are the Kontor ids (decision 0001).
    const rows = await sourceRows(report.projectId);
    expect(rows.filter((r) => r.className === 'Note').every((r) => r.kontorId === r.sourceId)).toBe(
      true,
    );
    for (const request of h.parse.requests.filter((r) => r.path.includes('/classes/'))) {
      expect(request.headers['x-parse-application-id']).toBe('kontor-test-app');
      expect(request.headers['x-parse-master-key']).toBe(MASTER_KEY);
    }
    // 1,234 objects through the database: generous on a loaded machine.
  }, 180_000);

  it('reads a class to its end when the server answers shorter pages than asked (maxLimit)', async () => {
    const h = await withNotes('Projekt Kurze Seiten', 250, []);
    h.parse.maxLimit = 100;
    const report = await h.run({ pageSize: 500 });
    expect(countsOf(report, 'Note')).toMatchObject({ read: 250, created: 250 });
    expect(new Set(h.parse.served.get('Note')).size).toBe(250);
  });

  it('reports a second run as unchanged and writes nothing; a changed object is updated', async () => {
    const calls: string[] = [];
    const h = await withNotes('Projekt Wiederholung', 30, calls);
    const first = await h.run({ pageSize: 10 });
    const before = await sourceRows(first.projectId);
    calls.length = 0;
    const second = await h.run({ pageSize: 10 });
    expect(second.projectId).toBe(first.projectId);
    expect(countsOf(second, 'Note')).toEqual({
      read: 30,
      created: 0,
      updated: 0,
      unchanged: 30,
      skipped: 0,
    });
    expect(countsOf(second, 'Project')).toEqual({
      read: 1,
      created: 0,
      updated: 0,
      unchanged: 1,
      skipped: 0,
    });
    expect(calls).toEqual([]);
    expect(await sourceRows(first.projectId)).toEqual(before);

    const notes = h.parse.classes.get('Note')!;
    notes[3] = { ...notes[3]!, text: 'geändert', updatedAt: '2026-01-01T00:00:00.000Z' };
    const third = await h.run({ pageSize: 10 });
    expect(countsOf(third, 'Note')).toEqual({
      read: 30,
      created: 0,
      updated: 1,
      unchanged: 29,
      skipped: 0,
    });
    expect(calls).toEqual([notes[3]!.objectId]);
  });

  it('shows every object read to observe(), also unchanged ones, and calls finish() after the class', async () => {
    const calls: string[] = [];
    const observed: string[] = [];
    let finished = 0;
    harness = await importHarness(database.db, (plan) => [
      {
        ...noteImporter(calls),
        observe: (object) => observed.push(object.objectId),
        finish: async (ctx) => {
          finished++;
          ctx.note('Note', '', `${observed.length} gesehen`);
        },
      },
      projectImporter(plan),
    ]);
    harness.parse.classes.set('Project', [
      parseObject(projectSourceId(), { name: 'Projekt Blick' }),
    ]);
    const projectId = harness.parse.classes.get('Project')![0]!.objectId;
    harness.parse.classes.set(
      'Note',
      Array.from({ length: 12 }, (_, i) =>
        parseObject(id10(i + 1), { project: pointer('Project', projectId) }),
      ),
    );
    await harness.run({ pageSize: 5 });
    calls.length = 0;
    observed.length = 0;
    const second = await harness.run({ pageSize: 5 });
    expect(calls).toEqual([]);
    expect(observed).toHaveLength(12);
    expect(finished).toBe(2);
    expect(second.classes.find((c) => c.className === 'Note')?.notes).toContainEqual({
      sourceId: '',
      message: '12 gesehen',
    });
  });

  it('writes nothing in a dry run and still reports everything', async () => {
    const h = await withNotes('Projekt Probelauf', 12, []);
    const runsBefore = await database.db.select({ n: sql<number>`count(*)::int` }).from(importRuns);
    const report = await h.run({ dryRun: true, pageSize: 5 });
    expect(report.dryRun).toBe(true);
    expect(report.runId).toBeNull();
    expect(countsOf(report, 'Note')).toEqual({
      read: 12,
      created: 12,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
    expect(reportText(report)).toContain('Probelauf');
    const named = await database.db
      .select()
      .from(projects)
      .where(eq(projects.name, 'Projekt Probelauf'));
    expect(named).toEqual([]);
    expect(await sourceRows(report.projectId)).toEqual([]);
    const runsAfter = await database.db.select({ n: sql<number>`count(*)::int` }).from(importRuns);
    expect(runsAfter).toEqual(runsBefore);
  });

  it('reports an object with a broken pointer as skipped with the reason, and imports it once fixed', async () => {
    const h = await withNotes('Projekt Verweise', 3, []);
    const notes = h.parse.classes.get('Note')!;
    notes[1] = { ...notes[1]!, project: pointer('Project', 'Xnichtda00') };
    const report = await h.run();
    expect(countsOf(report, 'Note')).toMatchObject({ created: 2, skipped: 1 });
    const note = report.classes.find((c) => c.className === 'Note')!;
    expect(note.skips).toEqual([
      { sourceId: notes[1]!.objectId, reason: 'Projekt Xnichtda00 fehlt' },
    ]);
    expect(reportText(report)).toContain(
      `Note ${notes[1]!.objectId}: übersprungen – Projekt Xnichtda00 fehlt`,
    );
    expect(reportCsv(report)).toContain(
      `Note;${notes[1]!.objectId};übersprungen;;Projekt Xnichtda00 fehlt`,
    );

    notes[1] = { ...notes[1]!, project: notes[0]!.project, updatedAt: '2026-02-02T00:00:00.000Z' };
    const again = await h.run();
    expect(countsOf(again, 'Note')).toMatchObject({ created: 1, unchanged: 2, skipped: 0 });
  });

  it('reports an importer error as skipped and keeps the rest of the page', async () => {
    harness = await importHarness(database.db, (plan) => [
      projectImporter(plan),
      {
        className: 'Note',
        dependsOn: ['Project'],
        async upsert(object, _existing, ctx) {
          await ctx.db.insert(importSources).values({
            projectId: ctx.projectId,
            className: 'Spur',
            sourceId: object.objectId,
            kontorId: 'x',
            fingerprint: 'x',
          });
          if (object.objectId === 'N000000002') throw new Error('kaputt');
          return { kind: 'created', kontorId: object.objectId };
        },
      },
    ]);
    harness.parse.classes.set('Project', [parseObject('Pfehler000', { name: 'Projekt Fehler' })]);
    harness.parse.classes.set(
      'Note',
      [1, 2, 3].map((n) => parseObject(id10(n))),
    );
    const report = await harness.run();
    expect(countsOf(report, 'Note')).toMatchObject({ created: 2, skipped: 1 });
    expect(report.classes[1]!.skips[0]!.reason).toBe('Fehler beim Übernehmen: kaputt');
    // The failing object's writes were rolled back to its savepoint, the others' kept.
    const traces = (await sourceRows(report.projectId)).filter((r) => r.className === 'Spur');
    expect(traces.map((r) => r.sourceId)).toEqual([id10(1), id10(3)]);
  });

  it('deletes a discarded file with its thumbnails after the commit: not in a dry run, not when the object fails', async () => {
    harness = await importHarness(database.db, (plan) => [
      projectImporter(plan),
      {
        className: 'Note',
        dependsOn: ['Project'],
        async upsert(object, _existing, ctx) {
          ctx.files.discard(`${ctx.projectId}/${object.objectId}-alt.png`);
          if (object.objectId === id10(2)) throw new Error('kaputt');
          return { kind: 'created', kontorId: object.objectId };
        },
      },
    ]);
    harness.parse.classes.set('Project', [parseObject('Pdateien01', { name: 'Projekt Ersetzt' })]);
    harness.parse.classes.set(
      'Note',
      [1, 2].map((n) => parseObject(id10(n))),
    );
    const plan = await planTarget(
      parseReader({
        serverUrl: harness.parse.serverUrl,
        appId: FAKE_APP_ID,
        masterKey: MASTER_KEY,
      }),
      undefined,
    );
    const { projectId } = await database.db.transaction((tx) => findOrCreateTarget(tx, plan));
    const { storage } = harness;
    const keys = [1, 2].map((n) => `${projectId}/${id10(n)}-alt.png`);
    for (const key of keys) {
      await storage.put(key, Buffer.from('alt'), { contentType: 'image/png' });
      await storage.put(`thumbs/${key}/w256.webp`, Buffer.from('t'), { contentType: 'image/webp' });
    }
    await harness.run({ dryRun: true });
    expect(await storage.list(`${projectId}/`)).toEqual(keys);

    await harness.run();
    expect(await storage.list(`${projectId}/`)).toEqual([keys[1]]);
    expect(await storage.list(`thumbs/${keys[0]}/`)).toEqual([]);
    expect(await storage.list(`thumbs/${keys[1]}/`)).toHaveLength(1);
  });

  it('keeps the objectId only where it is free: a second project gets new ids', async () => {
    const h = await withNotes('Projekt Erstes', 2, []);
    const first = await h.run();
    h.parse.classes.set('Project', [parseObject('Pzweites00', { name: 'Projekt Zweites' })]);
    h.parse.classes
      .get('Note')!
      .forEach((note) => (note.project = pointer('Project', 'Pzweites00')));
    const second = await h.run();
    expect(second.projectId).not.toBe(first.projectId);
    const rows = (await sourceRows(second.projectId)).filter((r) => r.className === 'Note');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.kontorId).not.toBe(row.sourceId);
      expect(row.kontorId).toMatch(/^[A-Za-z0-9]{10}$/);
    }
  });

  it('downloads files from the source, stores them with a thumbnail, and stores none in a dry run', async () => {
    const stored: (ImportedFile | undefined)[] = [];
    const h = await withNotes('Projekt Dateien', 1, [], stored);
    const png = await testImage('png', 40, 30);
    h.parse.files.set('0123456789abcdef0123456789abcdef_hof.png', {
      body: png,
      contentType: 'image/png',
    });
    const url = `${h.parse.serverUrl}/files/kontor-test-app/0123456789abcdef0123456789abcdef_hof.png`;
    h.parse.classes.get('Note')![0]!.file = {
      __type: 'File',
      name: '0123456789abcdef0123456789abcdef_hof.png',
      url,
    };

    const dry = await h.run({ dryRun: true });
    expect(stored[0]).toMatchObject({ fileName: 'hof.png', contentType: 'image/png' });
    expect(await h.storage.list('')).toEqual([]);
    expect(dry.classes[1]!.notes).toEqual([]);

    const report = await h.run();
    const file = stored[1]!;
    expect(file.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(file).toMatchObject({ width: 40, height: 30, contentType: 'image/png' });
    expect(file.fileKey.startsWith(`${report.projectId}/`)).toBe(true);
    expect(await h.storage.head(file.fileKey)).not.toBeNull();
    expect(
      (await h.storage.list('thumbs/')).some((key) => key.startsWith(`thumbs/${file.fileKey}/`)),
    ).toBe(true);
  });

  it('refuses a file on another host than --server-url, also behind a redirect, and notes it', async () => {
    const stored: (ImportedFile | undefined)[] = [];
    const h = await withNotes('Projekt Fremdhost', 2, [], stored);
    const [a, b] = h.parse.classes.get('Note')!;
    const elsewhere = `http://localhost:${h.parse.port}/parse/files/kontor-test-app/bild.png`;
    a!.file = { __type: 'File', name: 'bild.png', url: elsewhere };
    h.parse.redirects.set('weiter.png', elsewhere);
    b!.file = {
      __type: 'File',
      name: 'weiter.png',
      url: `${h.parse.serverUrl}/files/kontor-test-app/weiter.png`,
    };
    const report = await h.run();
    expect(stored).toEqual([undefined, undefined]);
    const notes = report.classes.find((c) => c.className === 'Note')!.notes;
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note.message).toContain(`localhost:${h.parse.port} gehört nicht zum erlaubten Server`);
    }
    expect(h.parse.requests.some((r) => r.headers.host === `localhost:${h.parse.port}`)).toBe(
      false,
    );

    const reader = parseReader({
      serverUrl: h.parse.serverUrl,
      appId: 'kontor-test-app',
      masterKey: MASTER_KEY,
    });
    await expect(reader.download('http://example.com/datei.pdf', 1000)).rejects.toThrow(
      'example.com gehört nicht zum erlaubten Server',
    );
  });

  it('never writes the master key into a log line, the report or an error', async () => {
    const log = capturingLog();
    const h = await withNotes('Projekt Geheim', 3, []);
    h.parse.classes.get('Note')![0]!.project = pointer('Project', 'Xfehlt0000');
    const report = await h.run({ log });
    expect(log.lines.length).toBeGreaterThan(2);
    for (const line of log.lines) expect(line).not.toContain(MASTER_KEY);
    expect(reportText(report)).not.toContain(MASTER_KEY);
    expect(reportCsv(report)).not.toContain(MASTER_KEY);
    expect(JSON.stringify(await database.db.select().from(importRuns))).not.toContain(MASTER_KEY);

    // A source answering a wrong key with the key it got: the error repeats neither.
    const wrongKey = 'falscher-Schluessel-0815';
    const reader = parseReader({
      serverUrl: h.parse.serverUrl,
      appId: 'kontor-test-app',
      masterKey: wrongKey,
    });
    const error = await (async () => {
      for await (const _page of reader.pages('Note')) return undefined;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseSourceError);
    expect((error as Error).message).toContain('403');
    expect((error as Error).message).not.toContain(wrongKey);
    expect(JSON.stringify(reader)).not.toContain(wrongKey);
  });

  it('stops between pages when cancelled and resumes the run after the last committed page', async () => {
    const calls: string[] = [];
    const h = await withNotes('Projekt Abbruch', 25, calls);
    const controller = new AbortController();
    let pages = 0;
    const log = capturingLog();
    const original = log.info;
    log.info = (message, data) => {
      original(message, data);
      if (message === 'parse import page' && data?.className === 'Note' && ++pages === 2)
        controller.abort();
    };
    const first = await h.run({ pageSize: 10, signal: controller.signal, log });
    expect(first.cancelled).toBe(true);
    expect(countsOf(first, 'Note')).toMatchObject({ read: 20, created: 20 });
    const [run] = await database.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.id, first.runId!));
    expect(run).toMatchObject({ state: 'cancelled' });
    expect(run!.classes.Note).toMatchObject({ lastObjectId: id10(20), done: false });
    calls.length = 0;
    const resumed = await h.run({ pageSize: 10, runId: first.runId! });
    expect(calls).toEqual([id10(21), id10(22), id10(23), id10(24), id10(25)]);
    expect(countsOf(resumed, 'Note')).toMatchObject({ read: 25, created: 25 });
  });

  it('stops at the next object, keeps what it did, and a pause leaves the run running', async () => {
    const calls: string[] = [];
    const h = await withNotes('Projekt Pause', 12, calls);
    const controller = new AbortController();
    // The fourth object's importer asks for the stop: that object is still imported, the fifth not.
    const importer = noteImporter(calls);
    const upsert = importer.upsert.bind(importer);
    importer.upsert = async (object, existingId, ctx) => {
      if (calls.length === 3) controller.abort(new ImportPaused());
      return upsert(object, existingId, ctx);
    };
    const paused = await runWith(h, [importer], { pageSize: 10, signal: controller.signal });
    expect(paused.cancelled).toBe(true);
    expect(calls).toEqual([id10(1), id10(2), id10(3), id10(4)]);
    const [run] = await database.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.id, paused.runId!));
    expect(run).toMatchObject({ state: 'running', finishedAt: null });
    expect(run!.classes.Note).toMatchObject({ read: 4, created: 4, lastObjectId: id10(4) });
    calls.length = 0;
    const resumed = await h.run({ pageSize: 10, runId: paused.runId! });
    expect(calls).toEqual(Array.from({ length: 8 }, (_, i) => id10(i + 5)));
    expect(countsOf(resumed, 'Note')).toMatchObject({ read: 12, created: 12 });
    const [done] = await database.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.id, paused.runId!));
    expect(done).toMatchObject({ state: 'done' });
  });

  it('stores every skip and note of a run with its page, across a resumed attempt', async () => {
    const calls: string[] = [];
    const h = await withNotes('Projekt Befunde', 6, calls);
    const broken = (n: number) =>
      parseObject(id10(n), { project: pointer('Project', 'P999999999') });
    h.parse.classes.get('Note')!.splice(0, 2, broken(6), broken(5));
    const controller = new AbortController();
    const importer = noteImporter(calls);
    const upsert = importer.upsert.bind(importer);
    importer.upsert = async (object, existingId, ctx) => {
      ctx.note('Note', object.objectId, `Hinweis zu ${object.objectId}`);
      if (object.objectId === id10(3)) controller.abort(new ImportPaused());
      return upsert(object, existingId, ctx);
    };
    const first = await runWith(h, [importer], { pageSize: 2, signal: controller.signal });
    expect(countsOf(first, 'Note')).toMatchObject({ read: 3 });
    await runWith(h, [importer], { pageSize: 2, runId: first.runId! });
    const stored = await database.db
      .select()
      .from(importFindings)
      .where(eq(importFindings.runId, first.runId!))
      .orderBy(importFindings.seq);
    expect(stored.map((f) => [f.kind, f.sourceId])).toEqual([
      ...[1, 2, 3, 4].map((n) => ['note', id10(n)]),
      ['note', id10(5)],
      ['skipped', id10(5)],
      ['note', id10(6)],
      ['skipped', id10(6)],
    ]);
    expect(stored.find((f) => f.kind === 'skipped')!.text).toBe('Projekt P999999999 fehlt');
  });
});

/** Runs the harness's source with these importers (and the project importer) instead of its own. */
async function runWith(
  h: ImportHarness,
  importers: ClassImporter[],
  options: { pageSize: number; signal?: AbortSignal; runId?: string },
) {
  const reader = parseReader(
    { serverUrl: h.parse.serverUrl, appId: FAKE_APP_ID, masterKey: MASTER_KEY },
    { pageSize: options.pageSize },
  );
  const plan = await planTarget(reader, undefined);
  return runImport({
    db: database.db,
    storage: h.storage,
    reader,
    importers: [...importers, projectImporter(plan)],
    target: (tx) => findOrCreateTarget(tx, plan),
    dryRun: false,
    signal: options.signal,
    runId: options.runId,
  });
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, images } from '../../../db/schema/files.ts';
import { MINIMAL_PDF, testImage } from '../../../files/test-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { classImporters } from '../class-importers.ts';
import { FAKE_APP_ID, parseObject, pointer } from '../fake-parse-server.ts';
import { countsOf, importHarness, type ImportHarness } from '../import-test-setup.ts';
import { readAll } from '../../../files/storage.ts';

// A replaced file in the source (Parse gives every upload a new name and URL) replaces the
// stored file of the document or image on the next run; an unchanged one is not downloaded.

const project = pointer('Project', 'Pfirma0001');
let database: TestDatabase;
let h: ImportHarness;

const hex = (n: number) => String(n).repeat(32).slice(0, 32);
function serve(name: string, body: Buffer, contentType: string) {
  h.parse.files.set(name, { body, contentType });
  return { __type: 'File', name, url: `${h.parse.serverUrl}/files/${FAKE_APP_ID}/${name}` };
}
const downloads = () => h.parse.requests.filter((r) => r.path.includes('/files/')).length;

async function rowOf(table: typeof documents | typeof images, id: string) {
  const [row] = await database.db
    .select({ fileKey: table.fileKey, size: table.size, name: table.name })
    .from(table)
    .where(eq(table.id, id));
  return row!;
}

async function storedBytes(key: string) {
  const stored = await h.storage.get(key);
  return stored ? readAll(stored.body) : undefined;
}

let pdf2: Buffer;
let png2: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  h = await importHarness(database.db, classImporters);
  pdf2 = Buffer.concat([MINIMAL_PDF, Buffer.from('\n% zweite Fassung\n')]);
  png2 = await testImage('png', 60, 20);
  h.parse.classes.set('Project', [parseObject('Pfirma0001', { name: 'Hausverwaltung Sonne' })]);
  h.parse.classes.set('Property', [parseObject('Objekt0001', { name: 'Lindenstraße 4', project })]);
  h.parse.classes.set('Document', [
    parseObject('Dplan00001', {
      name: 'Grundriss',
      type: 'object',
      property: pointer('Property', 'Objekt0001'),
      file: serve(`${hex(1)}_plan.pdf`, MINIMAL_PDF, 'application/pdf'),
    }),
  ]);
  h.parse.classes.set('Image', [
    parseObject('Bhof000001', {
      name: 'Hof',
      file: serve(`${hex(2)}_hof.png`, await testImage('png', 40, 30), 'image/png'),
    }),
  ]);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await database?.close();
});

describe('a replaced source file', () => {
  it('is replaced on the next run, thumbnails and all; a dry run replaces nothing', async () => {
    await h.run();
    const before = {
      document: await rowOf(documents, 'Dplan00001'),
      image: await rowOf(images, 'Bhof000001'),
    };
    expect(await storedBytes(before.document.fileKey)).toEqual(MINIMAL_PDF);
    const oldThumbs = (await h.storage.list('thumbs/')).filter((k) =>
      k.startsWith(`thumbs/${before.image.fileKey}/`),
    );
    expect(oldThumbs.length).toBeGreaterThan(0);

    // Only the image's name changes: the file is not downloaded again.
    const [image] = h.parse.classes.get('Image')!;
    h.parse.classes.set('Image', [{ ...image!, name: 'Innenhof' }]);
    const renamed = downloads();
    expect(countsOf(await h.run(), 'Image')).toMatchObject({ updated: 1 });
    expect(downloads()).toBe(renamed);
    expect(await rowOf(images, 'Bhof000001')).toEqual({ ...before.image, name: 'Innenhof' });

    // Both files replaced in the source (new uploads: new names and URLs).
    const [document] = h.parse.classes.get('Document')!;
    h.parse.classes.set('Document', [
      { ...document!, file: serve(`${hex(3)}_plan.pdf`, pdf2, 'application/pdf') },
    ]);
    h.parse.classes.set('Image', [
      { ...image!, name: 'Innenhof', file: serve(`${hex(4)}_hof.png`, png2, 'image/png') },
    ]);
    const dry = await h.run({ dryRun: true });
    expect(countsOf(dry, 'Document')).toMatchObject({ updated: 1 });
    expect(await rowOf(documents, 'Dplan00001')).toEqual(before.document);
    expect(await storedBytes(before.document.fileKey)).toEqual(MINIMAL_PDF);

    const report = await h.run();
    expect(countsOf(report, 'Document')).toMatchObject({ updated: 1, skipped: 0 });
    expect(countsOf(report, 'Image')).toMatchObject({ updated: 1, skipped: 0 });
    const after = {
      document: await rowOf(documents, 'Dplan00001'),
      image: await rowOf(images, 'Bhof000001'),
    };
    expect(after.document.fileKey).not.toBe(before.document.fileKey);
    expect(await storedBytes(after.document.fileKey)).toEqual(pdf2);
    expect(after.document.size).toBe(pdf2.length);
    expect(await storedBytes(before.document.fileKey)).toBeUndefined();
    expect(after.image.fileKey).not.toBe(before.image.fileKey);
    expect(await storedBytes(before.image.fileKey)).toBeUndefined();
    const thumbs = await h.storage.list('thumbs/');
    expect(thumbs.filter((k) => k.startsWith(`thumbs/${before.image.fileKey}/`))).toEqual([]);
    expect(thumbs.some((k) => k.startsWith(`thumbs/${after.image.fileKey}/`))).toBe(true);

    // A repeat run downloads nothing.
    const repeat = downloads();
    const again = await h.run();
    expect(countsOf(again, 'Document')).toMatchObject({ unchanged: 1 });
    expect(countsOf(again, 'Image')).toMatchObject({ unchanged: 1 });
    expect(downloads()).toBe(repeat);
  });

  it('keeps the old file when the new one is not reachable, and tries again next run', async () => {
    const before = await rowOf(documents, 'Dplan00001');
    const [document] = h.parse.classes.get('Document')!;
    const gone = `${h.parse.serverUrl}/files/${FAKE_APP_ID}/${hex(5)}_plan.pdf`;
    h.parse.classes.set('Document', [
      { ...document!, file: { __type: 'File', name: `${hex(5)}_plan.pdf`, url: gone } },
    ]);
    const report = await h.run();
    const documentReport = report.classes.find((c) => c.className === 'Document')!;
    expect(documentReport.skips.map((s) => s.reason)).toEqual([
      `Neue Datei nicht erreichbar (file → ${gone}); die bisherige Datei bleibt, der nächste Import versucht es wieder`,
    ]);
    expect(await rowOf(documents, 'Dplan00001')).toEqual(before);
    h.parse.files.set(`${hex(5)}_plan.pdf`, { body: MINIMAL_PDF, contentType: 'application/pdf' });
    expect(countsOf(await h.run(), 'Document')).toMatchObject({ updated: 1 });
    expect(await storedBytes((await rowOf(documents, 'Dplan00001')).fileKey)).toEqual(MINIMAL_PDF);
  });
});

import { newId } from '@kontor/core/ids';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileRejectedError } from './file-errors.ts';
import { LocalStorage } from './local-storage.ts';
import { processUpload } from './process-upload.ts';
import { S3Storage } from './s3-storage.ts';
import { readAll, type FileStorage } from './storage.ts';
import { MINIMAL_PDF, testImage } from './test-fixtures.ts';
import { startTestS3Server } from './test-s3-server.ts';
import {
  deleteFileAndThumbnails,
  getThumbnail,
  normalizeThumbnailSize,
  renderThumbnail,
  thumbnailKey,
} from './thumbnails.ts';

describe('normalizeThumbnailSize', () => {
  it.each([
    [{ width: 256 }, { width: 256, height: null, crop: false }],
    [{ width: 250 }, { width: 256, height: null, crop: false }],
    [{ width: 1 }, { width: 16, height: null, crop: false }],
    [{ width: 5000 }, { width: 2048, height: null, crop: false }],
    [{ width: 2047.5 }, { width: 2048, height: null, crop: false }],
    [{ height: 128 }, { width: null, height: 128, crop: false }],
    [
      { width: 128, height: 72, crop: true },
      { width: 128, height: 72, crop: true },
    ],
    [
      { width: 720, height: 405, crop: true },
      { width: 720, height: 408, crop: true },
    ],
    [
      { width: 100, crop: true },
      { width: 104, height: null, crop: false },
    ],
  ])('%j → %j', (request, expected) => {
    expect(normalizeThumbnailSize(request)).toEqual(expected);
  });

  it('needs a width or a height', () => {
    expect(() => normalizeThumbnailSize({})).toThrow(RangeError);
    expect(() => normalizeThumbnailSize({ width: Number.NaN })).toThrow(RangeError);
  });

  it('keys thumbnails by source and box', () => {
    expect(thumbnailKey('p/a-b.jpg', { width: 128, height: 72, crop: true })).toBe(
      'thumbs/p/a-b.jpg/128x72-crop.webp',
    );
    expect(thumbnailKey('p/a-b.jpg', { width: null, height: 128, crop: false })).toBe(
      'thumbs/p/a-b.jpg/autox128.webp',
    );
  });
});

interface Fixture {
  storage: FileStorage;
  cleanup(): Promise<void>;
}

const adapters: [string, () => Promise<Fixture>][] = [
  [
    'local',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'kontor-thumbs-'));
      return {
        storage: new LocalStorage(root),
        cleanup: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const server = await startTestS3Server();
      const storage = new S3Storage(server.options);
      return {
        storage,
        async cleanup() {
          storage.destroy();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(adapters)('getThumbnail on %s storage', (_name, setup) => {
  let fixture: Fixture;
  let storage: FileStorage;
  let photoKey: string;
  const projectId = newId();

  beforeAll(async () => {
    fixture = await setup();
    storage = fixture.storage;
    const photo = await processUpload({
      storage,
      source: [await testImage('jpeg', 800, 600)],
      fileName: 'foto.jpg',
      kind: 'image',
      projectId,
    });
    photoKey = photo.key;
  });

  afterAll(async () => {
    await fixture?.cleanup();
  });

  it('renders a WebP on the first request and serves the stored one afterwards', async () => {
    const render = vi.fn(renderThumbnail);
    const first = await getThumbnail(storage, photoKey, { width: 256 }, { render });
    expect(first?.generated).toBe(true);
    const firstBytes = await readAll(first!.body);
    const meta = await sharp(firstBytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 192]);

    const second = await getThumbnail(storage, photoKey, { width: 256 }, { render });
    expect(second?.generated).toBe(false);
    expect((await readAll(second!.body)).equals(firstBytes)).toBe(true);
    expect(second!.etag).toBe(first!.etag);
    expect(second!.size).toBe(firstBytes.length);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await storage.list(`thumbs/${photoKey}/`)).toEqual([`thumbs/${photoKey}/256xauto.webp`]);
  });

  it('crops to the exact box and fits by height alone', async () => {
    const cropped = await getThumbnail(storage, photoKey, { width: 128, height: 72, crop: true });
    const croppedMeta = await sharp(await readAll(cropped!.body)).metadata();
    expect([croppedMeta.width, croppedMeta.height]).toEqual([128, 72]);

    const byHeight = await getThumbnail(storage, photoKey, { height: 128 });
    const heightMeta = await sharp(await readAll(byHeight!.body)).metadata();
    expect([heightMeta.width, heightMeta.height]).toEqual([171, 128]);
  });

  it('never enlarges a small image', async () => {
    const small = await processUpload({
      storage,
      source: [await testImage('png', 64, 48)],
      fileName: 'klein.png',
      kind: 'image',
      projectId,
    });
    const thumb = await getThumbnail(storage, small.key, { width: 512 });
    const meta = await sharp(await readAll(thumb!.body)).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('renders once for concurrent first requests', async () => {
    const render = vi.fn(renderThumbnail);
    const results = await Promise.all(
      [1, 2, 3].map(() => getThumbnail(storage, photoKey, { width: 96 }, { render })),
    );
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((result) => result!.etag)).size).toBe(1);
  });

  it('answers null for a missing source and refuses a non-image', async () => {
    const render = vi.fn(renderThumbnail);
    expect(
      await getThumbnail(storage, `${projectId}/nichts.jpg`, { width: 64 }, { render }),
    ).toBeNull();
    expect(render).not.toHaveBeenCalled();
    const pdf = await processUpload({
      storage,
      source: [MINIMAL_PDF],
      fileName: 'plan.pdf',
      kind: 'document',
      projectId,
    });
    await expect(getThumbnail(storage, pdf.key, { width: 64 })).rejects.toThrow(FileRejectedError);
    expect(await storage.list(`thumbs/${pdf.key}/`)).toEqual([]);
  });

  it('deletes a file together with all its thumbnails', async () => {
    const photo = await processUpload({
      storage,
      source: [await testImage('webp', 300, 200)],
      fileName: 'weg.webp',
      kind: 'image',
      projectId,
    });
    await getThumbnail(storage, photo.key, { width: 64 });
    await getThumbnail(storage, photo.key, { width: 128, height: 72, crop: true });
    expect(await storage.list(`thumbs/${photo.key}/`)).toHaveLength(2);
    await deleteFileAndThumbnails(storage, photo.key);
    expect(await storage.head(photo.key)).toBeNull();
    expect(await storage.list(`thumbs/${photo.key}/`)).toEqual([]);
    expect(await storage.head(photoKey)).not.toBeNull();
  });
});

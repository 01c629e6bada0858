import { newId } from '@kontor/core/ids';
import { MAX_UPLOAD_BYTES, imageMessages, uploadedFileSchema } from '@kontor/core/schemas/images';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileRejectedError } from './file-errors.ts';
import { LocalStorage } from './local-storage.ts';
import { commitUpload, processUpload, readLimited, toUploadedFile } from './process-upload.ts';
import { readAll } from './storage.ts';
import {
  EXECUTABLES,
  MINIMAL_PDF,
  animatedImage,
  noiseImage,
  officeOpenXml,
  testImage,
} from './test-fixtures.ts';

let root: string;
let storage: LocalStorage;
const projectId = newId();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kontor-upload-'));
  storage = new LocalStorage(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function upload(bytes: Buffer, fileName: string, kind: 'image' | 'document' | 'file' = 'image') {
  return processUpload({ storage, source: [bytes], fileName, kind, projectId });
}

async function stored(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  expect(object).not.toBeNull();
  return readAll(object!.body);
}

async function expectRejected(promise: Promise<unknown>, reason: string, detail: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FileRejectedError);
  expect((error as FileRejectedError).reason).toBe(reason);
  expect((error as FileRejectedError).detail).toBe(detail);
}

const GPS_EXIF = {
  IFD0: { Artist: 'Anna Beispiel', Copyright: 'privat' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '52/1 31/1 12/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '13/1 24/1 0/1',
  },
};

describe('images are re-encoded without metadata', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('strips EXIF with GPS from a %s', async (format) => {
    const original = await noiseImage(40, 30).withExif(GPS_EXIF).toFormat(format).toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('Anna Beispiel')).toBe(true);

    const result = await upload(original, `urlaub.${format}`);
    const after = await sharp(await stored(result.key)).metadata();
    expect(after.format).toBe(format);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(result).toMatchObject({ width: 40, height: 30, contentType: `image/${format}` });
  });

  it('applies the EXIF orientation to the pixels before dropping it', async () => {
    const rotated = await noiseImage(60, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const result = await upload(rotated, 'hochkant.jpg');
    const after = await sharp(await stored(result.key)).metadata();
    expect([after.width, after.height]).toEqual([40, 60]);
    expect(after.orientation).toBeUndefined();
    expect(result).toMatchObject({ width: 40, height: 60 });
  });

  it('drops an embedded colour profile', async () => {
    const withProfile = await noiseImage(20, 20).withIccProfile('p3').png().toBuffer();
    expect((await sharp(withProfile).metadata()).icc).toBeDefined();
    const result = await upload(withProfile, 'farben.png');
    expect((await sharp(await stored(result.key)).metadata()).icc).toBeUndefined();
  });

  it.each(['gif', 'webp'] as const)('keeps all frames of an animated %s', async (format) => {
    const result = await upload(await animatedImage(format, 3), `animation.${format}`);
    const after = await sharp(await stored(result.key), { animated: true }).metadata();
    expect(after.pages).toBe(3);
    expect(after.delay).toEqual([100, 100, 100]);
    expect(result).toMatchObject({ width: 32, height: 24 });
  });

  it('stores under project/id-safe name with the extension of the real type', async () => {
    const result = await upload(await testImage('jpeg'), '../../Grüße/Straße.png');
    expect(result.name).toBe('Strasse.jpg');
    expect(result.key).toBe(`${projectId}/${result.id}-Strasse.jpg`);
    expect(result.id).toHaveLength(10);
    expect((await storage.head(result.key))?.contentType).toBe('image/jpeg');
    expect(uploadedFileSchema.parse(toUploadedFile(result))).toEqual({
      id: result.id,
      path: result.key,
      name: 'Strasse.jpg',
      contentType: 'image/jpeg',
      size: result.size,
      width: 64,
      height: 48,
    });
  });
});

describe('refusals leave nothing behind', () => {
  async function keysNow() {
    return storage.list(`${projectId}/`);
  }

  it('refuses an oversized file while reading and stops pulling chunks', async () => {
    const before = await keysNow();
    let pulled = 0;
    async function* body() {
      for (let i = 0; i < 40; i++) {
        pulled++;
        yield Buffer.alloc(1024 * 1024, 1);
      }
    }
    await expectRejected(
      processUpload({ storage, source: body(), fileName: 'gross.png', kind: 'image', projectId }),
      'too-large',
      imageMessages.tooLarge,
    );
    expect(pulled).toBe(MAX_UPLOAD_BYTES / (1024 * 1024) + 1);
    expect(await keysNow()).toEqual(before);
  });

  it('accepts exactly the limit and refuses one byte more', async () => {
    await expect(readLimited([Buffer.alloc(600), Buffer.alloc(400)], 1000)).resolves.toHaveLength(
      1000,
    );
    await expect(readLimited([Buffer.alloc(600), Buffer.alloc(401)], 1000)).rejects.toThrow(
      imageMessages.tooLarge,
    );
  });

  it.each(Object.entries(EXECUTABLES))(
    'refuses a %s executable named .png',
    async (_name, bytes) => {
      const before = await keysNow();
      await expectRejected(upload(bytes, 'ferien.png'), 'unsupported', 'Datei nicht unterstützt.');
      await expectRejected(
        upload(bytes, 'ferien.txt', 'file'),
        'unsupported',
        'Datei nicht unterstützt.',
      );
      expect(await keysNow()).toEqual(before);
    },
  );

  it('refuses a file with image magic bytes that is not a decodable image', async () => {
    const fake = Buffer.concat([(await testImage('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    await expectRejected(upload(fake, 'kaputt.png'), 'unsupported', imageMessages.unsupported);
  });

  it('refuses an empty file', async () => {
    await expectRejected(upload(Buffer.alloc(0), 'leer.png'), 'empty', imageMessages.emptyFile);
  });

  it('passes a storage failure through', async () => {
    const failing = Object.create(storage) as LocalStorage;
    failing.put = () => Promise.reject(new Error('disk full'));
    await expect(
      processUpload({
        storage: failing,
        source: [MINIMAL_PDF],
        fileName: 'a.pdf',
        kind: 'document',
        projectId,
      }),
    ).rejects.toThrow('disk full');
  });
});

describe('commitUpload', () => {
  it('keeps the file when the record is saved', async () => {
    const result = await upload(MINIMAL_PDF, 'plan.pdf', 'document');
    await expect(commitUpload(storage, result, async () => 'saved')).resolves.toBe('saved');
    expect(await storage.head(result.key)).not.toBeNull();
  });

  it('deletes the file when saving the record fails', async () => {
    const result = await upload(MINIMAL_PDF, 'plan.pdf', 'document');
    await expect(
      commitUpload(storage, result, () => Promise.reject(new Error('unique violation'))),
    ).rejects.toThrow('unique violation');
    expect(await storage.head(result.key)).toBeNull();
  });
});

describe('kinds', () => {
  it.each([
    ['image', 'svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), false],
    ['image', 'pdf', MINIMAL_PDF, false],
    ['document', 'pdf', MINIMAL_PDF, true],
    ['document', 'docx', officeOpenXml('docx'), true],
    ['document', 'xlsx', officeOpenXml('xlsx'), false],
    ['document', 'png', 'png', false],
    ['file', 'xlsx', officeOpenXml('xlsx'), true],
    ['file', 'svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), true],
    ['file', 'html', Buffer.from('<!doctype html><p>x</p>'), true],
    ['file', 'csv', Buffer.from('a;b\n1;2\n'), true],
  ] as const)('%s upload of %s: accepted %s', async (kind, ext, content, accepted) => {
    const bytes = content === 'png' ? await testImage('png') : content;
    const attempt = upload(bytes, `datei.${ext}`, kind);
    if (!accepted) return expectRejected(attempt, 'unsupported', imageMessages.unsupported);
    const result = await attempt;
    expect(result.name).toBe(`datei.${ext}`);
    // Only raster images are re-encoded; everything else is stored byte for byte.
    expect((await stored(result.key)).equals(bytes)).toBe(true);
  });
});

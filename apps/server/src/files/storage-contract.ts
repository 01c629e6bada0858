import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKeyError, deletePrefix, readAll, type FileStorage } from './storage.ts';

export interface StorageFixture {
  storage: FileStorage;
  cleanup(): Promise<void>;
}

/** Bytes that differ per position, so a shifted or truncated copy cannot pass as equal. */
export function patternBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7 + (i >> 8)) & 0xff;
  return bytes;
}

/** A stream that yields `before` bytes in chunks and then fails. */
export function failingStream(before: number, chunkSize = 1024 * 1024): Readable {
  async function* chunks() {
    for (let sent = 0; sent < before; sent += chunkSize) {
      yield patternBytes(Math.min(chunkSize, before - sent), sent);
    }
    throw new Error('client went away');
  }
  return Readable.from(chunks());
}

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** The behaviour every FileStorage adapter must show; run once per adapter. */
export function describeStorageContract(name: string, setup: () => Promise<StorageFixture>): void {
  describe(`${name} storage contract`, () => {
    let fixture: StorageFixture;
    let storage: FileStorage;

    beforeAll(async () => {
      fixture = await setup();
      storage = fixture.storage;
    });

    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('stores a buffer and returns the same bytes, size and content type', async () => {
      const bytes = patternBytes(5000);
      const put = await storage.put('p1/a-bild.png', bytes, { contentType: 'image/png' });
      expect(put).toMatchObject({ key: 'p1/a-bild.png', size: 5000, contentType: 'image/png' });
      expect(put.etag).toMatch(/^".+"$/);

      const object = await storage.get('p1/a-bild.png');
      expect(object).not.toBeNull();
      expect(object!.size).toBe(5000);
      expect(object!.contentType).toBe('image/png');
      expect(object!.etag).toBe(put.etag);
      expect(md5(await readAll(object!.body))).toBe(md5(bytes));
    });

    it('streams a large upload in parts and reads it back intact', async () => {
      const size = 12 * 1024 * 1024 + 123;
      const bytes = patternBytes(size, 3);
      const chunks = [bytes.subarray(0, 3_000_000), bytes.subarray(3_000_000)];
      const put = await storage.put('p1/big.bin', Readable.from(chunks), {
        contentType: 'application/pdf',
      });
      expect(put.size).toBe(size);
      const object = await storage.get('p1/big.bin');
      expect(md5(await readAll(object!.body))).toBe(md5(bytes));
      expect((await storage.head('p1/big.bin'))?.size).toBe(size);
    });

    it('answers head and get for a missing key with null', async () => {
      expect(await storage.head('p1/missing.txt')).toBeNull();
      expect(await storage.get('p1/missing.txt')).toBeNull();
    });

    it('heads without reading the body', async () => {
      await storage.put('p1/head.txt', Buffer.from('hallo'), { contentType: 'text/plain' });
      const info = await storage.head('p1/head.txt');
      expect(info).toMatchObject({ key: 'p1/head.txt', size: 5, contentType: 'text/plain' });
      expect(info?.lastModified).toBeInstanceOf(Date);
      expect(info).not.toHaveProperty('body');
    });

    it('overwrites a key with the new content', async () => {
      await storage.put('p1/over.txt', Buffer.from('eins'), { contentType: 'text/plain' });
      await storage.put('p1/over.txt', Buffer.from('zwei!'), { contentType: 'text/csv' });
      const object = await storage.get('p1/over.txt');
      expect((await readAll(object!.body)).toString()).toBe('zwei!');
      expect(object!.contentType).toBe('text/csv');
    });

    it('deletes, and deleting a missing key is not an error', async () => {
      await storage.put('p1/gone.txt', Buffer.from('x'), { contentType: 'text/plain' });
      await storage.delete('p1/gone.txt');
      expect(await storage.get('p1/gone.txt')).toBeNull();
      await expect(storage.delete('p1/gone.txt')).resolves.toBeUndefined();
    });

    it('lists keys under a prefix, sorted, and deletes them together', async () => {
      for (const key of ['l2/b.txt', 'l2/a.txt', 'l2/sub/c.txt', 'l22/d.txt', 'l3/e.txt']) {
        await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
      }
      expect(await storage.list('l2/')).toEqual(['l2/a.txt', 'l2/b.txt', 'l2/sub/c.txt']);
      expect(await storage.list('l2')).toEqual([
        'l2/a.txt',
        'l2/b.txt',
        'l2/sub/c.txt',
        'l22/d.txt',
      ]);
      expect(await storage.list('l2/sub/')).toEqual(['l2/sub/c.txt']);
      expect(await storage.list('nothing/')).toEqual([]);
      expect(await deletePrefix(storage, 'l2/')).toBe(3);
      expect(await storage.list('l2')).toEqual(['l22/d.txt']);
    });

    it.each([
      '../escape.txt',
      'p1/../../escape.txt',
      '/etc/passwd',
      'p1//double.txt',
      '.tmp/x',
      'p1/.hidden',
      'p1\\windows.txt',
      'p1/trailing/',
      '',
      'p1/ä.txt',
    ])('refuses the key %j', async (key) => {
      await expect(
        storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidKeyError);
    });

    it.each([
      ['early', 100],
      ['after several parts', 18 * 1024 * 1024],
    ])('leaves nothing when a streamed upload fails %s', async (_label, before) => {
      const key = `fail-${before}/upload.bin`;
      await expect(
        storage.put(key, failingStream(before), { contentType: 'application/pdf' }),
      ).rejects.toThrow('client went away');
      expect(await storage.get(key)).toBeNull();
      expect(await storage.list(`fail-${before}/`)).toEqual([]);
    });

    it('keeps the previous version when an overwrite fails', async () => {
      await storage.put('p1/keep.txt', Buffer.from('alt'), { contentType: 'text/plain' });
      await expect(
        storage.put('p1/keep.txt', failingStream(50), { contentType: 'text/plain' }),
      ).rejects.toThrow('client went away');
      const object = await storage.get('p1/keep.txt');
      expect((await readAll(object!.body)).toString()).toBe('alt');
    });
  });
}

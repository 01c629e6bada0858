import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.ts';
import { describeStorageContract, failingStream } from './storage-contract.ts';

async function tempRoot(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'kontor-local-storage-'));
}

describeStorageContract('local', async () => {
  const root = await tempRoot();
  return {
    storage: new LocalStorage(root),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe('LocalStorage on disk', () => {
  const roots: string[] = [];
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });

  it('stores the object at root/key and leaves no temp file behind after a failure', async () => {
    const root = await tempRoot();
    roots.push(root);
    const storage = new LocalStorage(root);
    await storage.put('p1/a.txt', Buffer.from('ok'), { contentType: 'text/plain' });
    await expect(
      storage.put('p1/b.txt', failingStream(3 * 1024 * 1024), { contentType: 'text/plain' }),
    ).rejects.toThrow();
    expect(await readdir(path.join(root, 'p1'))).toEqual(['a.txt']);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('removes only stale temp files left by a crash', async () => {
    const root = await tempRoot();
    roots.push(root);
    const storage = new LocalStorage(root);
    expect(await storage.removeStaleTemp()).toBe(0);
    await mkdir(path.join(root, '.tmp'));
    await writeFile(path.join(root, '.tmp', 'old'), 'x');
    await writeFile(path.join(root, '.tmp', 'fresh'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(root, '.tmp', 'old'), twoHoursAgo, twoHoursAgo);
    expect(await storage.removeStaleTemp()).toBe(1);
    expect(await readdir(path.join(root, '.tmp'))).toEqual(['fresh']);
  });

  it('never lists its private folders', async () => {
    const root = await tempRoot();
    roots.push(root);
    const storage = new LocalStorage(root);
    await storage.put('x/a.txt', Buffer.from('ok'), { contentType: 'text/plain' });
    expect(await storage.list('')).toEqual(['x/a.txt']);
  });
});

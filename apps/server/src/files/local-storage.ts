import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  toReadable,
  type FileStorage,
  type PutBody,
  type PutOptions,
  type StoredObject,
  type StoredObjectInfo,
} from './storage.ts';

interface Meta {
  contentType: string;
  etag: string;
}

const FALLBACK_META: Meta = { contentType: 'application/octet-stream', etag: '' };

/**
 * Files on local disk under `root`. Writes go to `root/.tmp` first and are renamed into place, so
 * a reader never sees half a file and a failed upload leaves nothing. The content type and
 * checksum sit beside the data in `root/.meta`.
 */
export class LocalStorage implements FileStorage {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private dataPath(key: string): string {
    assertValidKey(key);
    const resolved = path.resolve(this.root, key);
    // Belt and braces: assertValidKey already rules out traversal.
    if (!resolved.startsWith(this.root + path.sep)) throw new Error('Key escapes the storage root');
    return resolved;
  }

  private metaPath(key: string): string {
    return path.join(this.root, '.meta', `${key}.json`);
  }

  async put(key: string, body: PutBody, options: PutOptions) {
    const target = this.dataPath(key);
    const tmpDir = path.join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpData = path.join(tmpDir, randomUUID());
    const tmpMeta = `${tmpData}.json`;
    const hash = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(toReadable(body), measure, createWriteStream(tmpData, { flags: 'wx' }));
      const meta: Meta = { contentType: options.contentType, etag: `"${hash.digest('hex')}"` };
      await writeFile(tmpMeta, JSON.stringify(meta), { flag: 'wx' });
      const metaTarget = this.metaPath(key);
      await mkdir(path.dirname(metaTarget), { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmpMeta, metaTarget);
      // The data file appears last: its existence is what makes the object visible.
      await rename(tmpData, target);
      return { key, size, contentType: meta.contentType, etag: meta.etag };
    } catch (error) {
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMeta, { force: true })]);
      throw error;
    }
  }

  private async readMeta(key: string): Promise<Meta> {
    try {
      return JSON.parse(await readFile(this.metaPath(key), 'utf8')) as Meta;
    } catch {
      return FALLBACK_META;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.dataPath(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await this.readMeta(key);
      // The stream owns the handle from here on and closes it when done or destroyed.
      const body = handle.createReadStream();
      return { key, size: stats.size, lastModified: stats.mtime, ...meta, body };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const object = await this.get(key);
    if (!object) return null;
    object.body.destroy();
    const { body: _body, ...info } = object;
    return info;
  }

  async delete(key: string): Promise<void> {
    await rm(this.dataPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    // Start the walk at the deepest folder the prefix names, not at the root.
    const slash = prefix.lastIndexOf('/');
    const folder = slash === -1 ? '' : prefix.slice(0, slash);
    const keys: string[] = [];
    await this.walk(folder, (key) => {
      if (key.startsWith(prefix)) keys.push(key);
    });
    return keys.sort();
  }

  /**
   * Removes temp files a crashed process left behind; call at start-up. Only files older than
   * `olderThanMs` go, so uploads running in another instance on the same disk are not touched.
   */
  async removeStaleTemp(olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
    const tmpDir = path.join(this.root, '.tmp');
    let names: string[];
    try {
      names = await readdir(tmpDir);
    } catch (error) {
      if (isNotFound(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(tmpDir, name);
      const stats = await stat(file).catch(() => undefined);
      if (stats && now - stats.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private async walk(folder: string, visit: (key: string) => void): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if (isNotFound(error) || isNotDirectory(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (folder === '' && entry.name.startsWith('.')) continue;
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) await this.walk(key, visit);
      else if (entry.isFile()) visit(key);
    }
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function isNotDirectory(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOTDIR';
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { runBackupCommand } from '../backup/backup-cli.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { openPglite } from './database.ts';

// PGlite takes no lock itself; two processes on one data directory corrupt it (data-dir-lock.ts).
const dir = mkdtempSync(path.join(os.tmpdir(), 'kontor-lock-'));
const dataDir = path.join(dir, 'db');
afterAll(() => rm(dir, { recursive: true, force: true }));

async function open() {
  const snapshot = inject('pgliteSnapshot');
  return openPglite(dataDir, snapshot ? new Blob([await readFile(snapshot)]) : undefined);
}

describe('the embedded database lock', () => {
  it('refuses a second opener, the backup command among them, until the first closes', async () => {
    const first = await open();
    try {
      expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
      const second = openPglite(dataDir);
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `Die eingebettete Datenbank in ${dataDir} wird bereits von einem anderen Prozess (PID ${process.pid}) benutzt`,
      );
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(await runBackupCommand(['backup', path.join(dir, 'b')], { DATA_DIR: dir })).toBe(1);
        expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Die eingebettete Datenbank/));
      } finally {
        error.mockRestore();
      }
    } finally {
      await first.close();
    }
    await expect(readFile(`${dataDir}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    const again = await openPglite(dataDir);
    await again.close();
  });

  it.each([
    ['whose process is gone', () => spawnSync(process.execPath, ['-e', '']).pid],
    ['left by an earlier process with our pid (a restarted container)', () => process.pid],
  ])('takes over a lock %s', async (_case, pid) => {
    await writeFile(`${dataDir}.lock`, `${pid()}\n`);
    const database = await openPglite(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await database.close();
  });
});

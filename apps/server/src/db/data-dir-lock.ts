import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * PGlite takes no lock of its own: a second process opening the same data directory (a second
 * server, or `npm run backup` beside a running one) corrupts it. So whoever opens the embedded
 * database first writes its process id beside the directory (`<dataDir>.lock`); a second opener
 * is refused while that process lives, and a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(dataDir: string, pid: number) {
    super(
      `Die eingebettete Datenbank in ${dataDir} wird bereits von einem anderen Prozess (PID ${pid}) ` +
        'benutzt, wohl einem laufenden Kontor-Server. Sie verträgt nur einen Prozess: beenden Sie ' +
        `ihn zuerst. Läuft sicher keiner mehr, löschen Sie ${dataDir}.lock.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Data directories this process holds open. */
const heldHere = new Set<string>();

/** Takes the lock of `dataDir`; the returned function releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(file);
      return async () => {
        heldHere.delete(file);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    // Our own pid is a live holder only if this process opened it (a second instance here would
    // corrupt it as well); otherwise the lock is from an earlier process that had the same pid,
    // as after a container restart, where the server is always pid 1.
    const held = pid === process.pid ? heldHere.has(file) : isAlive(pid);
    if (Number.isInteger(pid) && pid > 0 && held) throw new DataDirLockedError(dataDir, pid);
    await rm(file, { force: true });
  }
  throw new Error(`Die Sperrdatei ${file} ließ sich nicht anlegen.`);
}

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
        'ihn zuerst.',
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

/** Takes the lock of `dataDir`; the returned function releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    // This process counts as alive too: another open instance here would corrupt it as well.
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid))
      throw new DataDirLockedError(dataDir, pid);
    await rm(file, { force: true });
  }
  throw new Error(`Die Sperrdatei ${file} ließ sich nicht anlegen.`);
}

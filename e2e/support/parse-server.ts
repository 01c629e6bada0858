import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, freePort, repoRoot } from './server.ts';

/**
 * A real Parse Server (the npm package parse-server 9.10.0, the old system's back end) for the
 * import tests of issue 30: its own process on a free 127.0.0.1 port, on a fresh database of
 * the local PostgreSQL (E2E_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432),
 * dropped again by `stop`.
 */
export interface RunningParseServer {
  /** e.g. http://127.0.0.1:40123/parse — what `--server-url` of the import takes. */
  serverUrl: string;
  appId: string;
  masterKey: string;
  /** The PostgreSQL database Parse keeps its classes in (dropped by stop). */
  databaseUrl: string;
  /** Ends the process (SIGTERM, then SIGKILL), drops the database and the files folder. */
  stop: () => Promise<void>;
}

const APP_ID = 'kontor-import-test';
const MASTER_KEY = 'kontor-import-test-master-key';
const entry = path.join(repoRoot, 'e2e/support/parse-server-process.mjs');

export async function startParseServer(
  adminUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
): Promise<RunningParseServer> {
  const database = await createDatabase(adminUrl);
  const workDir = mkdtempSync(path.join(tmpdir(), 'kontor-parse-'));
  const logFile = path.join(workDir, 'parse-server.log');
  const log = createWriteStream(logFile);
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      KONTOR_PARSE_PORT: String(port),
      KONTOR_PARSE_APP_ID: APP_ID,
      KONTOR_PARSE_MASTER_KEY: MASTER_KEY,
      KONTOR_PARSE_DATABASE_URI: database.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  };

  const serverUrl = `http://127.0.0.1:${port}/parse`;
  try {
    await waitForParse(serverUrl, () => child.exitCode !== null, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { serverUrl, appId: APP_ID, masterKey: MASTER_KEY, databaseUrl: database.url, stop };
}

/** Polls Parse's health route until it answers `{ status: 'ok' }` (60 s at most). */
async function waitForParse(serverUrl: string, hasExited: () => boolean, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited()) break;
    const status = await fetch(`${serverUrl}/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.json() as Promise<{ status?: string }>)
      .then(
        (body) => body.status,
        () => undefined,
      );
    if (status === 'ok') return;
    // Poll interval while the process starts (bounded by the deadline above).
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `Parse Server did not start. Log:\n${readFileSync(logFile, 'utf8').slice(-3000)}`,
  );
}

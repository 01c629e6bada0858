import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiPath } from '@kontor/api-client';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const ADMIN_EMAIL = 'e2e-admin@kontor.local';
export const ADMIN_PASSWORD = 'E2e-Passwort-2026!';

export interface RunningServer {
  baseUrl: string;
  logFile: string;
  database: 'embedded' | 'postgresql';
  /** The PostgreSQL database it runs on (null: embedded), for a second instance on it. */
  databaseUrl: string | null;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

/** Creates a throw-away database on the PostgreSQL server of `adminUrl`. */
export async function createDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kontor_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${child.exitCode} before it was healthy. Log (${logFile}):\n${readLog(logFile)}`,
      );
    }
    try {
      const response = await fetch(baseUrl + apiPath('/api/health'), {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    // Poll interval between health checks (bounded by the deadline above).
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not become healthy within ${timeoutMs / 1000}s (${lastError}). Log (${logFile}):\n${readLog(logFile)}`,
  );
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the real server (`npx tsx apps/server/src/main.ts`) on a free port with a fresh
 * DATA_DIR, the demo project and a fixed admin. With E2E_DATABASE_URL it runs on a fresh
 * database of that PostgreSQL server instead of the embedded one.
 */
/**
 * `seedDemo: false` starts on an empty database: only the admin, no project; `env` adds
 * settings (e.g. the test's SMTP server). `databaseUrl` starts another instance on an existing
 * PostgreSQL database (left in place when it stops), `dataDir` on an existing DATA_DIR (its
 * files; left in place too).
 */
export async function startServer(
  options: {
    seedDemo?: boolean;
    env?: NodeJS.ProcessEnv;
    databaseUrl?: string;
    dataDir?: string;
  } = {},
): Promise<RunningServer> {
  const dist = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(dist)) {
    throw new Error(
      'apps/web/dist is missing. Build the web app first: npm run build -w @kontor/web',
    );
  }
  const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');
  if (!existsSync(mainFile)) throw new Error(`Missing ${mainFile}: the server cannot be started.`);

  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kontor-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const adminDbUrl = process.env.E2E_DATABASE_URL;
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : adminDbUrl
      ? await createDatabase(adminDbUrl)
      : null;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: options.seedDemo === false ? '0' : '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The deploy-hook test's receiver listens here; production refuses internal addresses.
    OUTGOING_ALLOWED_HOSTS: '127.0.0.1',
    // No load balancer in front: stop without the grace period (docs/operations.md).
    SHUTDOWN_GRACE_MS: '0',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;

  const log = createWriteStream(logFile);
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    if (database) await database.drop();
    if (!process.env.E2E_KEEP_DATA && !options.dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  try {
    await waitForHealth(baseUrl, child, logFile, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    logFile,
    database: database ? 'postgresql' : 'embedded',
    databaseUrl: database?.url ?? null,
    stop,
  };
}

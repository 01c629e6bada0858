/**
 * How long `npm start` takes until /api/health answers when nothing changed since the last
 * build (issue 24: under 3 s), beside the first start on an empty data folder, the bundle
 * alone (`node apps/server/dist/main.js`: what npm and the build check add) and the server
 * run from its TypeScript sources (tsx, as before the production bundle), from one run. The
 * machine may be shared: the ratios to the bundle alone hold better than the times.
 *
 *   npx tsx bench/start-time.ts          # RUNS=5 by default
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServer, type BenchServer } from './support/server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const BUDGET_MS = 3000;

async function timeToHealthy(command: string[], server: BenchServer): Promise<number> {
  const started = performance.now();
  // Its own process group, so the stop reaches npm's child (the server) too.
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...server.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited ${child.exitCode}`);
      const ok = await fetch(`${server.base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 180_000) throw new Error('not healthy within 180 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ms = (value: number) => `${Math.round(value)} ms`;

const build = spawnSync(process.execPath, ['apps/server/src/scripts/build-if-changed.mjs'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'kontor-start-'));
try {
  const server = await benchServer(dataDir);
  const first = await timeToHealthy(['npm', 'start'], server);
  const restarts: number[] = [];
  const bundleAlone: number[] = [];
  const fromSources: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    restarts.push(await timeToHealthy(['npm', 'start'], server));
    bundleAlone.push(await timeToHealthy([process.execPath, 'apps/server/dist/main.js'], server));
    fromSources.push(
      await timeToHealthy([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], server),
    );
  }
  console.log(`load average: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2))}`);
  console.log(`first start, empty data folder (migrations, demo seed): ${ms(first)}`);
  console.log(`npm start, unchanged (${RUNS} runs): ${restarts.map(ms).join(', ')}`);
  console.log(`  median ${ms(median(restarts))} (budget ${ms(BUDGET_MS)})`);
  console.log(`bundle alone (${RUNS} runs): ${bundleAlone.map(ms).join(', ')}`);
  console.log(`  median ${ms(median(bundleAlone))}`);
  console.log(`server from sources with tsx: median ${ms(median(fromSources))}`);
  const ratio = (value: number[]) => (median(value) / median(bundleAlone)).toFixed(2);
  console.log(`ratio to the bundle alone: npm start ${ratio(restarts)}, tsx ${ratio(fromSources)}`);
  if (median(restarts) > BUDGET_MS) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

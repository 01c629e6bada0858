/**
 * Lighthouse (mobile profile, simulated slow 4G and CPU slowdown) against the built worker
 * app at /app, signed in as a worker of the demo project, with Debian's Chromium. Prints the
 * performance score and its metrics; exits 1 under a score of 90 (issue 21). Run
 * `npm run build` first.
 *
 *   npx tsx bench/worker-app-lighthouse.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createApiClient, unwrap } from '@kontor/api-client';
import { benchServer, login, startServer, stopServer } from './support/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MIN_SCORE = 90;
const WORKER = {
  firstName: 'Lena',
  familyName: 'Lighthouse',
  email: 'lena.lighthouse@kontor.local',
  password: 'lighthouse-passwort-1',
};

/** A worker of the demo project with a password: their session cookie. */
async function workerCookie(base: string): Promise<string> {
  const { api, projectId } = await login(base);
  const params = { path: { projectId } };
  const roles = await unwrap(api.GET('/api/projects/{projectId}/roles', { params }));
  const role = roles.find((r) => r.type === 'worker') ?? roles[0];
  await unwrap(
    api.POST('/api/projects/{projectId}/user-management/members', {
      params,
      body: { ...WORKER, passwordRepeat: WORKER.password, roleId: role!.id, isWorker: true },
    }),
  );
  const answer = createApiClient({ baseUrl: base }).POST('/api/auth/login', {
    body: { email: WORKER.email, password: WORKER.password },
  });
  await unwrap(answer);
  return ((await answer).response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kontor-lighthouse-'));
const server = await benchServer(dataDir);
const child = await startServer(server);
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const cookie = await workerCookie(server.base);
  const url = `${server.base}/app/`;
  const runs: number[] = [];
  for (let run = 1; run <= 3; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse gave no result');
    // LIGHTHOUSE_JSON=<file>: the last run's full report, to see what costs the time.
    if (process.env.LIGHTHOUSE_JSON)
      writeFileSync(process.env.LIGHTHOUSE_JSON, result.report as string);
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    runs.push(score);
    const metric = (id: string) => audits[id]?.displayValue ?? '–';
    console.log(
      `run ${run}: performance ${score} · FCP ${metric('first-contentful-paint')} · ` +
        `LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · ` +
        `CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
  }
  const median = [...runs].sort((a, b) => a - b)[1]!;
  console.log(`median performance score ${median} (minimum ${MIN_SCORE})`);
  if (median < MIN_SCORE) process.exitCode = 1;
} finally {
  chrome.kill();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

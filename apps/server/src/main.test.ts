import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kontor-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server and resolves once it printed its banner. */
async function start(
  port: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'start-test-1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kontor läuft')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, output: () => output };
}

/** Resolves once the server printed `text` (checked on each chunk of its output). */
function waitForOutput(server: { child: ChildProcess; output: () => string }, text: string) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout!.off('data', check);
      resolve();
    };
    server.child.stdout!.on('data', check);
    check();
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** An SMTP server that holds each mail's final answer until `release()`. */
function holdingSmtpServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let received!: () => void;
  const receiving = new Promise<void>((resolve) => (received = resolve));
  let mails = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        mails++;
        received();
        void released.then(() => callback());
      });
    },
  });
  return { server, release, receiving, mails: () => mails };
}

describe('start-up and shutdown (embedded database)', () => {
  it('creates the admin and demo data once, shuts down cleanly on SIGTERM and keeps the data', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const smtp = holdingSmtpServer();
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.server.listen(smtpPort, '127.0.0.1', resolve));
    const first = await start(port, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'info',
    });
    expect(first.output()).toContain('Administrator angelegt: admin@kontor.local');
    expect(first.output()).toContain('Demo-Projekt angelegt');
    const login = async () => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@kontor.local', password: 'start-test-1' }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      const { projects } = (await res.json()) as { projects: { id: string }[] };
      return { cookie, projectId: projects[0]!.id };
    };
    const { cookie, projectId } = await login();
    const created = await fetch(`${base}/api/projects/${projectId}/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Neustartweg 1' }),
    });
    expect(created.status).toBe(201);

    // SIGTERM while a mail is being sent: the worker stops claiming but finishes that job.
    const reset = await fetch(`${base}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kontor.local' }),
    });
    expect(reset.status).toBe(202);
    await smtp.receiving;
    const exited = stop(first.child);
    await waitForOutput(first, 'SIGTERM: Server wird beendet');
    expect(first.child.exitCode).toBeNull();
    smtp.release();
    expect(await exited).toBe(0);

    const second = await start(port);
    expect(second.output()).not.toContain('Administrator angelegt');
    expect(second.output()).not.toContain('Demo-Projekt angelegt');
    const again = await login();
    const list = await fetch(
      `${base}/api/projects/${again.projectId}/properties?search=Neustartweg`,
      {
        headers: { cookie: again.cookie },
      },
    );
    expect(((await list.json()) as { total: number }).total).toBe(1);
    // The old session survived the restart too (sessions live in the database).
    expect((await fetch(`${base}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    // The mail finished before the shutdown: done, once, not waiting to be sent again.
    const jobs = await fetch(`${base}/api/jobs?state=done&state=running&state=pending`, {
      headers: { cookie: again.cookie },
    });
    const mailJobs = ((await jobs.json()) as { kind: string }[]).filter((j) => j.kind === 'mail');
    expect(mailJobs).toMatchObject([{ state: 'done', attempts: 1 }]);
    expect(smtp.mails()).toBe(1);
    expect(await stop(second.child)).toBe(0);
    await new Promise<void>((resolve) => smtp.server.close(resolve));
    // Two real start-ups (all migrations, the demo data) on a shared two-core machine.
  }, 120_000);
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let withWeb: TestApp;
let dist: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(os.tmpdir(), 'kontor-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kontor App</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  mkdirSync(path.join(dist, 'app'));
  writeFileSync(path.join(dist, 'app', 'index.html'), '<!doctype html><title>Kontor Mobil</title>');
  writeFileSync(path.join(dist, 'app-sw.js'), 'self.skipWaiting');
  withWeb = await createTestApp({ database: t.database, webDist: dist });
});
afterAll(async () => {
  await withWeb.close();
  await t.close();
});

describe('system', () => {
  it('health checks the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a 404 problem', async () => {
    for (const url of ['/api/nope', '/api', '/api/projects/x/y/z']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 404, type: 'about:blank' });
      expect(res.json().detail).toMatch(/existiert nicht/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('serves a German hint when the web app is not built', async () => {
    const res = await t.app.inject({ url: '/properties' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });

  it('serves the built web app with an index.html fallback for client routes', async () => {
    const route = await withWeb.app.inject({ url: '/properties/abc?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('Kontor App');
    const asset = await withWeb.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const compressed = await withWeb.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(compressed.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    const traversal = await withWeb.app.inject({ url: '/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.body).toContain('Kontor App');
    expect((await withWeb.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
  });

  it('serves the worker app’s own entry under /app, and its service worker uncached', async () => {
    for (const url of ['/app', '/app/', '/app/aufgabe/abc', '/app/zeit?x=1']) {
      const res = await withWeb.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Kontor Mobil');
    }
    expect((await withWeb.app.inject({ url: '/apps' })).body).toContain('Kontor App');
    const worker = await withWeb.app.inject({ url: '/app-sw.js' });
    expect(worker.body).toBe('self.skipWaiting');
    expect(worker.headers['cache-control']).not.toContain('immutable');
  });

  it('sends security headers with a CSP that allows the app and inline styles', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets any website frame a form's public page, and only that page", async () => {
    const form = await withWeb.app.inject({ url: '/formular/p1/f1' });
    expect(form.statusCode).toBe(200);
    expect(String(form.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(form.headers['x-frame-options']).toBeUndefined();
    const console = await withWeb.app.inject({ url: '/forms/f1' });
    expect(String(console.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(console.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the API docs UI', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    // The UI loads only same-origin scripts, so the CSP above lets it run.
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('never answers a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<hallo/>',
    });
    expect(res.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hallo',
    });
    // No route reads text; a form could post it without a preflight (plugins/same-origin.ts).
    expect(text.statusCode).toBe(415);
    expect(res.json().detail).toBeTruthy();
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

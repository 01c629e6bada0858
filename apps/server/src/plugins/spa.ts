import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_WEB_DIST } from '../lib/install-paths.ts';
import { sendProblem } from '../lib/problem.ts';
import { httpMessages } from './messages.ts';

export { DEFAULT_WEB_DIST };

const NOT_BUILT = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Kontor</title></head>
<body><h1>Kontor</h1><p>Die Weboberfläche ist noch nicht gebaut. Bitte führen Sie
<code>npm run build</code> im Projektverzeichnis aus und laden Sie die Seite neu.</p>
<p>Die API läuft unter <a href="/api/docs">/api/docs</a>.</p></body></html>`;

const WORKER_APP_HTML = 'app/index.html';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The path as the router reads it (decoded), with runs of slashes made one and in lower case,
 * so every spelling of '/api/…' ('/%61pi/…', '//api/…', '/API/…') counts as the API's. Null for
 * a path that does not decode.
 */
function apiPathOf(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/')
      .replace(/\/{2,}/g, '/')
      .toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Unknown /api paths (in any spelling) answer a 404 problem; every other GET serves a file of the built web
 * app or, for client routes, its index.html (app/index.html under /app).
 */
export async function setupSpa(app: FastifyInstance, distDir = DEFAULT_WEB_DIST) {
  // The build writes .br/.gz beside each asset (apps/web/precompress-assets.ts).
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  app.setNotFoundHandler(async (request, reply) => {
    const apiPath = apiPathOf(request.url);
    if (
      apiPath === null ||
      apiPath === '/api' ||
      apiPath.startsWith('/api/') ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return sendProblem(reply, 404, httpMessages.notFound);
    }
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (!existsSync(path.join(distDir, 'index.html'))) {
      return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT);
    }
    const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
    const file = path.join(distDir, relative);
    if (relative && file.startsWith(distDir + path.sep) && (await isFile(file))) {
      // Vite puts content-hashed files under assets/; they never change.
      const immutable = relative.startsWith('assets' + path.sep);
      return reply.sendFile(relative, { immutable, maxAge: immutable ? '365d' : 0 });
    }
    // The worker app (/app) is its own entry of the same build.
    const isWorkerApp = urlPath === '/app' || urlPath.startsWith('/app/');
    if (isWorkerApp && (await isFile(path.join(distDir, WORKER_APP_HTML)))) {
      return reply.sendFile(WORKER_APP_HTML, { maxAge: 0 });
    }
    if (urlPath.startsWith(PUBLIC_FORM_PAGE)) allowFraming(reply);
    return reply.sendFile('index.html', { maxAge: 0 });
  });
}

/** The public page of a form (web `/formular/:projectId/:formId`, docs/forms.md 'Einbinden'). */
export const PUBLIC_FORM_PAGE = '/formular/';

/**
 * The club's website embeds a form's public page in an iframe, so any origin may frame that
 * page (and only that page). It holds no session data: it reads only the public form API.
 */
function allowFraming(reply: FastifyReply) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header(
      'content-security-policy',
      csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
    );
  reply.removeHeader('x-frame-options');
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

interface ViteManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

const WORKER_ENTRY = 'app/index.html';
/** Files of the worker app outside Vite's graph (public/). */
const STATIC_FILES = ['app.webmanifest', 'favicon.svg'];

/** Every file the worker app's entry can load, static and lazy imports included. */
export function workerAppFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>([WORKER_ENTRY, ...STATIC_FILES]);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(WORKER_ENTRY);
  return files;
}

/**
 * Workbox globs the whole build; the console's chunks would make every worker's phone
 * download megabytes it never uses. Keep what the worker entry reaches, and its icons.
 */
export function workerAppPrecache(distDir: string): ManifestTransform {
  return async (entries) => {
    const viteManifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ViteManifestChunk>;
    const keep = workerAppFiles(viteManifest);
    const manifest = entries.filter(
      (entry) => keep.has(entry.url) || entry.url.startsWith('app-icons/'),
    );
    return { manifest, warnings: [] };
  };
}

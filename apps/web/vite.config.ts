import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './precompress-assets.ts';
import { workerAppPrecache } from './worker-app-precache.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * npm hoists @vitejs/plugin-react to the root, where it imports the newer vite that vitest
 * brought (rolldown-based), so it takes this app's vite 7 for rolldown-vite and adds plugins
 * that need rolldown internals (the dev server then fails with "Missing field moduleType").
 * Drop those; JSX is compiled by vite 7's esbuild (tsconfig `jsx: react-jsx`) and a code
 * change in dev reloads the page instead of a component-level fast refresh.
 */
const ROLLDOWN_ONLY = new Set([
  'vite:react:refresh-wrapper',
  'vite:react:config-post',
  'vite:react-refresh-fbm',
]);
const reactPlugins = (react() as unknown as Plugin[]).filter(
  (plugin) => !ROLLDOWN_ONLY.has(plugin.name),
);

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The worker app (/app) is a second entry of the same build with its own service worker,
 * scoped to /app/ and precaching only what that entry can load
 * (docs/decisions/0015-worker-app-entry.md).
 */
const workerAppServiceWorker = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  filename: 'app-sw.js',
  scope: '/app/',
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    manifestTransforms: [workerAppPrecache(page('./dist'))],
    navigateFallback: '/app/index.html',
    navigateFallbackAllowlist: [/^\/app(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    // Web Push: the same push and notificationclick handlers as the console's console-sw.js.
    importScripts: ['/push-handlers.js'],
  },
});

export default defineConfig({
  plugins: [
    ...(reactPlugins as unknown as PluginOption[]),
    workerAppServiceWorker,
    precompressAssets(page('./dist')),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    // The login page must stay small; everything else is split into lazy chunks.
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // The worker app's service worker precaches the files its entry can load (read from here).
    manifest: true,
    rollupOptions: {
      input: { console: page('./index.html'), worker: page('./app/index.html') },
    },
  },
});

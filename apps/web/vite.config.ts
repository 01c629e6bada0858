import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: reactPlugins as unknown as PluginOption[],
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
  },
});

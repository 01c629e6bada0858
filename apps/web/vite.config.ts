import { readFileSync } from 'node:fs';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  // The root node_modules holds a newer vite (for vitest) whose Plugin type differs; same runtime shape.
  plugins: [react() as unknown as PluginOption],
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

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The production bundle (docs/operations.md): the server and the workspace packages it imports
 * (@kontor/core, whose exports are TypeScript sources) in one ES module, apps/server/dist/main.js, run by
 * plain `node` without a TypeScript loader (plus the chunks it imports on demand). npm packages stay external and load from
 * node_modules as they are (PGlite's WebAssembly, sharp's binaries, argon2's addon).
 */
const onlyWorkspaceBundled: Plugin = {
  name: 'kontor:npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kontor/') ? undefined : { path: args.path, external: true },
    );
  },
};

const outdir = fileURLToPath(new URL('../../dist', import.meta.url));
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [fileURLToPath(new URL('../main.ts', import.meta.url))],
  outdir,
  bundle: true,
  // Modules imported with import() where they are needed (the S3 client, pdfkit, the backup
  // commands …) become chunks of their own, loaded then rather than with every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [onlyWorkspaceBundled],
  logLevel: 'warning',
});
console.log(`Server-Bundle geschrieben: ${outdir}/main.js`);

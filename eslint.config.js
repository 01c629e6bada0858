import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

// Zones are resolved from this file's folder, so they hold whichever folder eslint runs in.
const root = path.dirname(fileURLToPath(import.meta.url));

/** Every feature folder may import shared code, but never another feature (ARCHITECTURE.md rule 6). */
function featureZones(dir) {
  if (!fs.existsSync(path.join(root, dir))) return [];
  const features = fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `./${dir}/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${dir}/${other}`),
    message: 'Features never import each other; compose them in app/ or move shared code up.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'reports/**',
      '**/.stryker-tmp/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones('apps/server/src/modules'),
            ...featureZones('apps/web/src/features'),
            // One-way: composition happens in app/, shared code knows no feature or module.
            {
              target: './apps/web/src/features',
              from: ['./apps/web/src/app'],
              message: 'Features never import app/; app/ composes the features.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features'],
              message: 'Shared components and lib never import a feature; move the code up.',
            },
            {
              target: [
                './apps/server/src/lib',
                './apps/server/src/plugins',
                './apps/server/src/files',
                './apps/server/src/db',
                './apps/server/src/jobs',
              ],
              from: ['./apps/server/src/modules'],
              message:
                'Server infrastructure (lib, plugins, files, db, jobs) never imports a module; modules register themselves in app.ts.',
            },
            {
              target: './packages/core',
              from: ['./apps'],
              message: 'packages/core is pure and must not depend on the apps.',
            },
            {
              target: './apps/web',
              from: ['./apps/server'],
              message:
                'The web app talks to the server over HTTP only; share shapes via packages/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // Service worker scripts served from public/ as they are (Web Push handlers).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The kit's modal and slide-in ask before a changed form is closed; a bare one would not.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Modal', 'Drawer'],
              message:
                'Use GuardedModal / FormModal (components/form) or SlideInPanel: they guard unsaved input.',
            },
          ],
        },
      ],
    },
  },
);

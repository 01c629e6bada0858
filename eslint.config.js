import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** Every feature folder may import shared code, but never another feature (ARCHITECTURE.md rule 6). */
function featureZones(dir) {
  if (!fs.existsSync(dir)) return [];
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
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
          zones: [
            ...featureZones('apps/server/src/modules'),
            ...featureZones('apps/web/src/features'),
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
);

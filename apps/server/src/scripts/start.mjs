import { buildWhatChanged } from './build-if-changed.mjs';

/**
 * `npm start` (docs/operations.md): builds what changed, then runs the production bundle in
 * this same process — one Node start, no TypeScript loader and no second npm script runner
 * between `npm start` and the server (start-up time, docs/performance.md).
 */
buildWhatChanged();
await import(new URL('../../dist/main.js', import.meta.url).href);

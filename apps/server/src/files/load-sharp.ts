/**
 * sharp (and its native library) loads with the first image it handles, not with every start
 * of the server (start-up time, docs/performance.md).
 */
export const loadSharp = () => import('sharp').then((module) => module.default);

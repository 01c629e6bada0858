import { performance } from 'node:perf_hooks';

/** Runs `run` over `items` with at most `limit` at a time; results in input order. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The result of `run` and its wall time in seconds. */
export async function timed<R>(run: () => Promise<R>): Promise<[R, number]> {
  const start = performance.now();
  const result = await run();
  return [result, (performance.now() - start) / 1000];
}

/** The value below which the share `q` (0–1) of `values` lies; nearest rank, no interpolation. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

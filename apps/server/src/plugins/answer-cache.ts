declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's caches of hot answers (decisions 0011, 0014), one per name. */
    answerCaches: AnswerCaches;
  }
}

interface Entry {
  revision: string;
  json: string;
}

/**
 * Answers as JSON text kept in one instance's memory, each with the revision (raised by
 * triggers in the database, never lowered) it was read with: an entry is served only while
 * the revision the request fetched is the same, so a write through any instance is seen on the
 * next read through every other. At most `maxEntries` (first written, first dropped).
 */
export class AnswerCache {
  /** Answers served from memory and read from the database, for tests and benchmarks. */
  readonly stats = { hits: 0, misses: 0 };
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, revision: unknown): string | undefined {
    const entry = this.entries.get(key);
    if (entry && typeof revision === 'string' && entry.revision === revision) {
      this.stats.hits += 1;
      return entry.json;
    }
    this.stats.misses += 1;
    return undefined;
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map order is insertion order: the first key is the one written longest ago.
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}

/**
 * The caches of one app instance by name (the task list, each content type's list, tours).
 * They live on the instance, not in a module, so two instances in one process (the tests of
 * several instances) share nothing, as two processes do.
 */
export class AnswerCaches {
  private readonly byName = new Map<string, AnswerCache>();

  of(name: string, maxEntries = 1000): AnswerCache {
    let cache = this.byName.get(name);
    if (!cache) this.byName.set(name, (cache = new AnswerCache(maxEntries)));
    return cache;
  }
}

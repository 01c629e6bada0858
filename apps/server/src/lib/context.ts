import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

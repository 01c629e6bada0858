import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../plugins/mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
  }
}

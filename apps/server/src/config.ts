import { isIPv6 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { s3OptionsFromEnv } from './files/create-storage.ts';
import type { S3StorageOptions } from './files/s3-storage.ts';

/** A bad environment value stops the start with this message (no stack trace). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'muss 1 oder 0 sein',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** A host as URL parsing writes it (lower case, IPv6 in brackets), or undefined if none. */
function allowedHostOf(entry: string): string | undefined {
  const host = entry.trim();
  if (!/^(\[?[0-9a-f:.]+\]?|[a-z0-9.-]+)$/i.test(host)) return undefined;
  try {
    return new URL(`http://${isIPv6(host) ? `[${host}]` : host}/`).hostname;
  } catch {
    return undefined;
  }
}

/** A whole number of milliseconds up to `max` (ten minutes); unset or empty: `fallback`. */
const milliseconds = (fallback: number, max = 600_000) => {
  const message = `muss eine ganze Zahl von Millisekunden zwischen 0 und ${max} sein`;
  return z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : v),
    z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().max(max, message)),
  );
};

const envSchema = z.object({
  PORT: z.preprocess(
    (v) => (v === undefined || v === '' ? '3000' : v),
    z
      .string()
      .regex(/^\d+$/, 'muss eine ganze Zahl zwischen 1 und 65535 sein')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'muss zwischen 1 und 65535 liegen')
          .max(65535, 'muss zwischen 1 und 65535 liegen'),
      ),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  BACKUP_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/.+/, 'muss eine postgres://-URL sein'),
  ),
  ADMIN_EMAIL: optional(z.email('muss eine gültige E-Mail-Adresse sein')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'muss mindestens 8 Zeichen lang sein')),
  SEED_DEMO: z.preprocess((v) => (v === '' ? undefined : v), flag.optional()),
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\/.+/, 'muss eine smtp://- oder smtps://-URL sein'),
  ),
  MAIL_FROM: optional(z.string().min(3)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'muss eine http(s)-URL sein' })),
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), flag.optional()),
  JOB_CONCURRENCY: z.preprocess(
    (v) => (v === undefined || v === '' ? '2' : v),
    z
      .string()
      .regex(/^\d+$/, 'muss eine ganze Zahl zwischen 0 und 20 sein')
      .transform(Number)
      .pipe(z.number().max(20, 'muss eine ganze Zahl zwischen 0 und 20 sein')),
  ),
  SHUTDOWN_GRACE_MS: milliseconds(0),
  SHUTDOWN_TIMEOUT_MS: milliseconds(25_000),
  OUTGOING_ALLOWED_HOSTS: optional(
    z
      .string()
      .refine(
        (v) => v.split(',').every((h) => h.trim() === '' || allowedHostOf(h) !== undefined),
        'muss eine durch Kommas getrennte Liste von Hostnamen oder IP-Adressen sein',
      ),
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'muss fatal, error, warn, info, debug, trace oder silent sein',
    }),
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm run backup` writes its archives (docs/operations.md). */
  backupDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. Without it `publicUrl` is http://localhost:PORT, which works
   * on this machine only: links that leave it (calendar feeds) are refused then.
   */
  publicUrlSet: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Background jobs this instance runs at once; 0: it runs none (other instances do). */
  jobConcurrency: number;
  /**
   * After SIGTERM the instance answers its health check with 503 but keeps serving this long,
   * so a load balancer notices before it stops taking connections (plugins/shutdown.ts).
   */
  shutdownGraceMs: number;
  /** Then running requests, jobs and streams get this long before the rest is cut off. */
  shutdownTimeoutMs: number;
  /**
   * Hosts outgoing requests (deploy hook) may reach although they are internal
   * (lib/outgoing-request.ts), as URL parsing writes them: 'build.intern', '10.0.0.5', '[::1]'.
   */
  outgoingAllowedHosts: string[];
  /** S3-compatible object storage for uploads; undefined keeps files under `<dataDir>/files`. */
  s3: S3StorageOptions | undefined;
}

/** Parses the environment; throws ConfigError naming every bad variable in German. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      return `  ${key}=${JSON.stringify(env[key] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  let s3: S3StorageOptions | undefined;
  try {
    s3 = s3OptionsFromEnv(env);
  } catch (error) {
    throw new ConfigError(`Ungültige Konfiguration:\n  ${(error as Error).message}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    // npm runs workspace scripts inside apps/server; INIT_CWD is where `npm start` was typed,
    // so ./data means the repository's data folder, as the README says.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR ?? './data'),
    backupDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR ?? './backups'),
    databaseUrl: e.DATABASE_URL,
    adminEmail: (e.ADMIN_EMAIL ?? 'admin@kontor.local').toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    // Demo data by default only for the embedded database; SEED_DEMO overrides both ways.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Kontor <noreply@kontor.local>',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL ?? 'info',
    jobConcurrency: e.JOB_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    outgoingAllowedHosts: (e.OUTGOING_ALLOWED_HOSTS ?? '')
      .split(',')
      .flatMap((h) => (h.trim() === '' ? [] : [allowedHostOf(h)!])),
    s3,
  };
}

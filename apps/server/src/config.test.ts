import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      adminEmail: 'admin@kontor.local',
      adminPassword: undefined,
      seedDemo: true,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      shutdownGraceMs: 0,
      shutdownTimeoutMs: 25_000,
    });
  });

  it('reads the shutdown grace period and timeout in milliseconds', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '3000', SHUTDOWN_TIMEOUT_MS: '60000' })).toMatchObject({
      shutdownGraceMs: 3000,
      shutdownTimeoutMs: 60_000,
    });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '' }).shutdownGraceMs).toBe(0);
  });

  it('resolves DATA_DIR against the directory npm was started in', () => {
    expect(loadConfig({ INIT_CWD: '/repo' }).dataDir).toBe('/repo/data');
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: 'var/k' }).dataDir).toBe('/repo/var/k');
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: '/abs' }).dataDir).toBe('/abs');
  });

  it('resolves BACKUP_DIR the same way, ./backups by default', () => {
    expect(loadConfig({ INIT_CWD: '/repo' }).backupDir).toBe('/repo/backups');
    expect(loadConfig({ INIT_CWD: '/repo', BACKUP_DIR: '/srv/sicherung' }).backupDir).toBe(
      '/srv/sicherung',
    );
  });

  it('turns demo data off for PostgreSQL unless SEED_DEMO says otherwise', () => {
    const url = 'postgres://u@db:5432/kontor';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/kontor',
      ADMIN_EMAIL: 'Chefin@Example.org',
      ADMIN_PASSWORD: 'sehr-geheim',
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      MAIL_FROM: 'Kontor <kontor@example.org>',
      PUBLIC_URL: 'https://kontor.example.org/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/kontor',
      adminEmail: 'chefin@example.org',
      adminPassword: 'sehr-geheim',
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'Kontor <kontor@example.org>',
      publicUrl: 'https://kontor.example.org',
    });
  });

  it('reads the hosts outgoing requests may reach although internal, as URLs write them', () => {
    expect(loadConfig({}).outgoingAllowedHosts).toEqual([]);
    expect(
      loadConfig({ OUTGOING_ALLOWED_HOSTS: ' Build.Intern, 10.0.0.5,::1,[fd00::1],, ' })
        .outgoingAllowedHosts,
    ).toEqual(['build.intern', '10.0.0.5', '[::1]', '[fd00::1]']);
  });

  it('keeps files on disk unless all S3 settings are given', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'kontor',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'kontor',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ S3_BUCKET: 'kontor' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'kontor' })).toThrow(/es fehlen: S3_ENDPOINT/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_EMAIL', 'kein-mail'],
    ['ADMIN_PASSWORD', 'kurz'],
    ['SEED_DEMO', 'vielleicht'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'kontor.example.org'],
    ['JOB_CONCURRENCY', '-1'],
    ['JOB_CONCURRENCY', '21'],
    ['SHUTDOWN_GRACE_MS', '5s'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['SHUTDOWN_TIMEOUT_MS', '600001'],
    ['SHUTDOWN_TIMEOUT_MS', '1.5'],
    ['OUTGOING_ALLOWED_HOSTS', 'http://build.intern'],
    ['OUTGOING_ALLOWED_HOSTS', 'build.intern:8080'],
  ])('names the bad variable %s=%s', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}="${value}"`));
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', SEED_DEMO: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT="x"[\s\S]*SEED_DEMO="y"/);
    }
  });

  it('makes the server exit with the message and no stack trace', () => {
    const serverDir = fileURLToPath(new URL('..', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Ungültige Konfiguration');
    expect(result.stderr).toContain('PORT="abc"');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

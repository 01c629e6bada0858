import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { gracefulShutdown } from './plugins/shutdown.ts';
import { ensureAdmin } from './seed/admin.ts';
import { seedDemo } from './seed/demo.ts';
import { users } from './db/schema/users.ts';
import { eq } from 'drizzle-orm';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(config);
  await database.migrate();

  const admin = await ensureAdmin(database.db, config);
  let adminId = admin?.id ?? null;
  if (!adminId) {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, config.adminEmail));
    adminId = row?.id ?? null;
  }
  const demo = config.seedDemo ? await seedDemo(database.db, adminId) : undefined;

  const app = await buildApp(config, database.db);
  // The demo's files need the app's storage: images, an article with them, a property document.
  if (demo) {
    // pdfkit and sharp load only for the first start's demo files (docs/performance.md).
    const { seedDemoDocument, seedDemoMedia } = await import('./seed/demo-media.ts');
    const deps = { db: database.db, storage: app.storage, log: app.log };
    await seedDemoMedia(
      { ...deps, fields: app.declared.imageFields },
      demo.projectId,
      demo.officeId,
    );
    const kind = app.declared.documentOwners.find((o) => o.type === 'object')!;
    await seedDemoDocument(deps, { kind, id: demo.propertyId }, demo.projectId, demo.officeId);
  }
  const shutdown = gracefulShutdown(app, {
    graceMs: config.shutdownGraceMs,
    timeoutMs: config.shutdownTimeoutMs,
    closeResources: () => database.close(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Ctrl+C in a terminal: no load balancer to tell, so no grace period.
  process.on('SIGINT', () => void shutdown('SIGINT', { grace: false }));

  await app.listen({ port: config.port, host: config.host });

  const lines = [
    `Kontor läuft: ${config.publicUrl}`,
    `API-Dokumentation: ${config.publicUrl}/api/docs`,
  ];
  lines.push(
    database.kind === 'pglite'
      ? `Datenbank: eingebettet (PGlite) in ${config.dataDir}/db`
      : 'Datenbank: PostgreSQL (DATABASE_URL)',
  );
  if (admin) {
    lines.push(`Administrator angelegt: ${admin.email}`);
    if (admin.generatedPassword) {
      lines.push(`Passwort (wird nur jetzt angezeigt): ${admin.generatedPassword}`);
    }
  }
  if (demo) {
    lines.push(
      `Demo-Projekt angelegt; Demo-Nutzer (${demo.emails.join(', ')}) mit dem Passwort: ${demo.password}`,
    );
  }
  console.log(`\n${lines.join('\n')}\n`);
}

const command = process.argv[2];
if (command === 'backup' || command === 'restore') {
  // `node dist/main.js backup|restore …`: the backup commands from the production bundle.
  const { runBackupCommand } = await import('./backup/backup-cli.ts');
  process.exit(await runBackupCommand(process.argv.slice(2)));
}
if (command === 'verify-history') {
  // `node dist/main.js verify-history …`: the change history's check from the production bundle.
  const { runVerifyHistoryCommand } = await import('./modules/time-tracking/history-cli.ts');
  process.exit(await runVerifyHistoryCommand(process.argv.slice(3)));
}
main().catch((error: unknown) => {
  console.error('Start fehlgeschlagen:', error instanceof Error ? error.message : error);
  process.exit(1);
});

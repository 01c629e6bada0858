import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeParseObject,
  seedParseCompany,
  type SeededCompany,
} from '../support/parse-company.ts';
import { walkImportedCompany } from '../support/imported-company-walk.ts';
import { startParseServer, type RunningParseServer } from '../support/parse-server.ts';
import { createDatabase, repoRoot, startServer, type RunningServer } from '../support/server.ts';

/**
 * Issue 30, "Done when": the real command (`npm run import:parse`'s script) imports the small
 * company of parse-company.ts from a real Parse Server into a fresh Kontor database; a second
 * run changes nothing, a third one updates the object changed in Parse, and the report names
 * the deliberately broken pointer. Kontor's server runs on the same database and DATA_DIR
 * meanwhile (as on the day of the switch), and the imported company passes the UI walk.
 */

const adminUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let parse: RunningParseServer;
let company: SeededCompany;
let kontor: { url: string; drop: () => Promise<void> };
let dataDir: string;
let server: RunningServer;

interface ClassCounts {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}
interface Report {
  counts: Map<string, ClassCounts>;
  lines: string[][];
  stdout: string;
}

const KINDS: Record<string, keyof ClassCounts> = {
  gelesen: 'read',
  angelegt: 'created',
  aktualisiert: 'updated',
  unverändert: 'unchanged',
  übersprungen: 'skipped',
};

/** Runs the import command as the operator would; answers the CSV report, read back. */
async function runImport(): Promise<Report> {
  const csv = path.join(dataDir, `report-${Date.now()}.csv`);
  const args = [
    'tsx',
    'apps/server/src/scripts/import-parse.ts',
    '--server-url',
    parse.serverUrl,
    '--app-id',
    parse.appId,
    '--csv',
    csv,
  ];
  const child = spawn('npx', args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: kontor.url,
      DATA_DIR: dataDir,
      PARSE_MASTER_KEY: parse.masterKey,
      LOG_LEVEL: 'warn',
      INIT_CWD: repoRoot,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, `${stdout}\n${stderr.slice(-4000)}`).toBe(0);
  expect(stdout + stderr).not.toContain(parse.masterKey);
  const lines = readFileSync(csv, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));
  const counts = new Map<string, ClassCounts>();
  for (const [className, sourceId, kind, count] of lines) {
    const key = KINDS[kind ?? ''];
    // Count lines name no object; a skipped object's line (same word) carries its reason.
    if (!className || !key || sourceId) continue;
    const entry = counts.get(className) ?? {
      read: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    };
    entry[key] = Number(count);
    counts.set(className, entry);
  }
  return { counts, lines, stdout };
}

/** Checksums of every stored file under DATA_DIR/files (not the metadata or temporary ones). */
function storedChecksums(): Set<string> {
  const sums = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === '.meta' || name === '.tmp') continue;
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else sums.add(createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  };
  walk(path.join(dataDir, 'files'));
  return sums;
}

async function queryKontor<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: kontor.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  parse = await startParseServer(adminUrl);
  company = await seedParseCompany(parse);
  kontor = await createDatabase(adminUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), 'kontor-import-'));
  // Started first: on the empty database it creates the e2e admin (a superuser) and migrates.
  server = await startServer({ seedDemo: false, databaseUrl: kontor.url, dataDir });
});

afterAll(async () => {
  await server?.stop();
  await parse?.stop();
  await kontor?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run import:parse against a real Parse Server', () => {
  let first: Report;

  it('reads every seeded object of every class once and stores them', async () => {
    first = await runImport();
    const unread: string[] = [];
    for (const [className, seeded] of Object.entries(company.counts)) {
      const counts = first.counts.get(className);
      if (!counts) continue;
      if (counts.read !== seeded) unread.push(`${className}: ${counts.read} of ${seeded}`);
      expect(counts.created + counts.updated + counts.unchanged + counts.skipped).toBe(counts.read);
      // On the first run only a Day can be 'unchanged': one an approved absence already made.
      if (className !== 'Day') expect(counts.unchanged, className).toBe(0);
    }
    expect(unread).toEqual([]);
    // The core of a company's data arrives whole.
    for (const className of ['Project', '_Role', '_User', 'Record', 'Holiday', 'Template']) {
      expect(first.counts.get(className)?.skipped, className).toBe(0);
    }
    const sources = await queryKontor<{ class_name: string; n: string }>(
      'select class_name, count(*) as n from import_sources group by class_name',
    );
    const stored = new Map(sources.map((row) => [row.class_name, Number(row.n)]));
    for (const [className, counts] of first.counts) {
      expect(stored.get(className) ?? 0, className).toBe(counts.read - counts.skipped);
    }
  });

  it('keeps the Parse objectIds as Kontor ids and joins the people to the project', async () => {
    const [project] = await queryKontor<{ id: string }>(
      'select kontor_id as id from import_sources where class_name = $1',
      ['Project'],
    );
    expect(project).toBeDefined();
    const members = await queryKontor<{ user_id: string }>(
      'select user_id from memberships where project_id = $1',
      [project!.id],
    );
    const userIds = new Set(members.map((row) => row.user_id));
    for (const userId of [company.users.office, ...company.users.workers]) {
      expect(userIds.has(userId), userId).toBe(true);
    }
  });

  it('stores the documents byte for byte (checksums) and every image', async () => {
    const sums = storedChecksums();
    const documents = company.files.filter((file) => file.contentType === 'application/pdf');
    expect(documents.length).toBeGreaterThan(0);
    for (const file of documents) expect(sums.has(file.sha256), file.parseName).toBe(true);
    const [images] = await queryKontor<{ n: string }>('select count(*) as n from images');
    expect(Number(images!.n)).toBeGreaterThanOrEqual(company.counts.Image ?? 0);
  });

  it('links tickets and tasks whichever side of the source records the link', async () => {
    const rows = await queryKontor<{ id: string; ticket_id: string | null }>(
      'select id, ticket_id from tasks where id = any($1)',
      [company.ticketLinks.map((link) => link.task)],
    );
    const ticketOf = new Map(rows.map((row) => [row.id, row.ticket_id]));
    for (const link of company.ticketLinks) {
      expect(ticketOf.get(link.task), `${link.side}: ${link.task}`).toBe(link.ticket);
    }
    const linkNotes = first.lines.filter((row) => row[0] === 'Ticket' || row[0] === 'Task');
    const aboutLinks = /verknüpft|Ticket nicht gefunden|Aufgabe nicht gefunden/;
    expect(linkNotes.filter((row) => aboutLinks.test(row[4] ?? ''))).toEqual([]);
  });

  it('passes the UI walk: documents, tasks and the same month saldo as the source', async () => {
    const [project] = await queryKontor<{ id: string }>(
      'select kontor_id as id from import_sources where class_name = $1',
      ['Project'],
    );
    await walkImportedCompany(server.baseUrl, company, project!.id);
  });

  it('reports the broken pointer with its reason', () => {
    const { objectId } = company.brokenPointer;
    const line = first.lines.find((row) => row[1] === objectId);
    expect(line, first.stdout).toBeDefined();
    expect(line![4]).toBeTruthy();
  });

  it('changes nothing on a second run', async () => {
    const before = await queryKontor<{ n: string }>('select count(*) as n from import_sources');
    const second = await runImport();
    for (const [className, counts] of second.counts) {
      expect(counts.created, className).toBe(0);
      expect(counts.updated, className).toBe(0);
      expect(counts.unchanged + counts.skipped, className).toBe(counts.read);
    }
    const after = await queryKontor<{ n: string }>('select count(*) as n from import_sources');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('updates an object changed in Parse on a third run, and only that one', async () => {
    const [holiday] = company.ids.Holiday ?? [];
    expect(holiday).toBeDefined();
    await changeParseObject(parse, 'Holiday', holiday!, { label: 'Geänderter Feiertag' });
    const third = await runImport();
    expect(third.counts.get('Holiday')?.updated).toBe(1);
    const updated = [...third.counts].filter(([, counts]) => counts.updated > 0);
    expect(updated.map(([className]) => className)).toEqual(['Holiday']);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseObject, startFakeParseServer, type FakeParseServer } from './fake-parse-server.ts';
import { runImportCommand, type CliOutput } from './import-cli.ts';
import { MASTER_KEY } from './import-test-setup.ts';

function capture(): CliOutput & { stdout: string; stderr: string } {
  const result = { stdout: '', stderr: '' };
  return Object.assign(result, {
    out: (text: string) => void (result.stdout += text),
    err: (text: string) => void (result.stderr += text),
  });
}

let parse: FakeParseServer;
let dataDir: string;

beforeAll(async () => {
  parse = await startFakeParseServer(MASTER_KEY);
  parse.classes.set('Project', [parseObject('Pcli000001', { name: 'Firma aus der Konsole' })]);
  parse.classes.set('_Role', [parseObject('Rcli000001', { name: 'Büro', type: 'office' })]);
  parse.classes.set('_User', [
    parseObject('Ucli000001', {
      email: 'lea@example.org',
      name: 'Lea Lang',
      role: { __type: 'Pointer', className: '_Role', objectId: 'Rcli000001' },
    }),
  ]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kontor-import-cli-'));
});

afterAll(async () => {
  await parse?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run import:parse', () => {
  it('refuses a call without the master key, or with an unknown option, with the usage', async () => {
    const output = capture();
    const args = ['--server-url', parse.serverUrl, '--app-id', 'kontor-test-app'];
    expect(await runImportCommand(args, {}, output)).toBe(2);
    expect(output.stderr).toContain('Es fehlt --master-key (oder PARSE_MASTER_KEY).');
    expect(output.stderr).toContain('Aufruf: npm run import:parse');
    const unknown = capture();
    expect(await runImportCommand([...args, '--schnell'], {}, unknown)).toBe(2);
    expect(unknown.stderr).toContain('Unbekannte Option: --schnell');
  });

  it('imports into the configured database with the key from PARSE_MASTER_KEY and writes the CSV', async () => {
    const output = capture();
    const csv = path.join(dataDir, 'bericht.csv');
    const code = await runImportCommand(
      ['--server-url', parse.serverUrl, '--app-id', 'kontor-test-app', '--csv', csv],
      { DATA_DIR: dataDir, PARSE_MASTER_KEY: MASTER_KEY, INIT_CWD: dataDir },
      output,
    );
    expect(output.stderr).not.toContain('Import abgebrochen');
    expect(code).toBe(0);
    expect(output.stdout).toContain('Import abgeschlossen.');
    expect(output.stdout).toContain('Zielprojekt: Firma aus der Konsole');
    expect(output.stdout).toMatch(/_User\s+1\s+1\s+0\s+0\s+0/);
    const file = readFileSync(csv, 'utf8');
    expect(file.startsWith('\uFEFFKlasse;Objekt-ID;Art;Anzahl;Text')).toBe(true);
    expect(file).toContain('_User;;angelegt;1;');
    for (const text of [output.stdout, output.stderr, file]) expect(text).not.toContain(MASTER_KEY);

    // A second run finds everything unchanged.
    const again = capture();
    const args = [
      '--server-url',
      parse.serverUrl,
      '--app-id',
      'kontor-test-app',
      '--master-key',
      MASTER_KEY,
    ];
    expect(await runImportCommand(args, { DATA_DIR: dataDir }, again)).toBe(0);
    expect(again.stdout).toMatch(/_User\s+1\s+0\s+0\s+1\s+0/);
    expect(again.stderr).not.toContain(MASTER_KEY);
  }, 180_000);

  it('says in one line when the source refuses the key', async () => {
    const output = capture();
    const args = ['--server-url', parse.serverUrl, '--app-id', 'kontor-test-app'];
    const code = await runImportCommand(
      args,
      { DATA_DIR: dataDir, PARSE_MASTER_KEY: 'falsch-falsch-falsch' },
      output,
    );
    expect(code).toBe(1);
    expect(output.stderr.trim()).toBe('Die Quelle antwortete auf Project mit 403: bad key ***.');
  });
});

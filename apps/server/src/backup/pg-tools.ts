import { spawn } from 'node:child_process';
import { backupMessages } from './backup.messages.ts';

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore) against `databaseUrl`. The password goes
 * through PGPASSWORD, not the command line, so `ps` does not show it. Resolves on exit code 0;
 * otherwise rejects with the program's own error text.
 */
export function runPgTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? backupMessages.toolMissing(tool)
            : backupMessages.toolFailed(tool, error.message),
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(backupMessages.toolFailed(tool, stderr.trim() || `Exit-Code ${code}`)));
    });
  });
}

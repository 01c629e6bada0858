import { runBackupCommand } from '../backup/backup-cli.ts';

// `npm run backup` / `npm run restore` (docs/operations.md); the bundle has the same commands.
process.exit(await runBackupCommand(process.argv.slice(2)));

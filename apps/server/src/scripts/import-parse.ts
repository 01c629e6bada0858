import { runImportCommand } from '../import/parse/import-cli.ts';

// `npm run import:parse -- …` (docs/import.md).
process.exit(await runImportCommand(process.argv.slice(2)));

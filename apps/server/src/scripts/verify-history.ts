import { runVerifyHistoryCommand } from '../modules/time-tracking/history-cli.ts';

// `npm run verify:history` (docs/time-tracking.md, 'Change history').
process.exit(await runVerifyHistoryCommand(process.argv.slice(2)));

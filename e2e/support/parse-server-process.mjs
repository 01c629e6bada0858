/**
 * The child process of `startParseServer` (parse-server.ts): one Parse Server 9.10.0 with its
 * PostgreSQL adapter and the file-system files adapter (files land in the working directory's
 * files/ folder, the temporary directory the parent made). Settings come from the environment;
 * the names carry a KONTOR_ prefix so Parse's own PARSE_SERVER_* variables cannot interfere.
 */

// Parse writes its deprecation notices before `logsFolder` applies: no log files at all.
process.env.PARSE_SERVER_LOGS_FOLDER = 'null';
const { ParseServer } = await import('parse-server');

const required = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing`);
  return value;
};
const port = Number(required('KONTOR_PARSE_PORT'));

await ParseServer.startApp({
  appId: required('KONTOR_PARSE_APP_ID'),
  masterKey: required('KONTOR_PARSE_MASTER_KEY'),
  databaseURI: required('KONTOR_PARSE_DATABASE_URI'),
  serverURL: `http://127.0.0.1:${port}/parse`,
  mountPath: '/parse',
  port,
  host: '127.0.0.1',
  // Resolved by Parse's adapter loader from its own dependencies (not a dependency of ours).
  filesAdapter: { module: '@parse/fs-files-adapter' },
  logsFolder: null,
  logLevel: 'error',
  silent: true,
  verifyServerUrl: false,
});

// Parse's own SIGTERM handler closes the HTTP server but may leave the pg pool open.
process.on('SIGTERM', () => setTimeout(() => process.exit(0), 500).unref());
console.log(`parse-server ready on ${port}`);

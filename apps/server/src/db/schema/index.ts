export * from './users.ts';
export * from './projects.ts';
export * from './properties.ts';
export * from './mail.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './tasks.ts';
export * from './tickets.ts';

/**
 * Every key starts with the user and the project: a shared phone shows nobody else's data.
 * (A module of its own: the shell invalidates a project's queries without loading the API.)
 */
export const workerKey = (userId: string, projectId: string, ...rest: unknown[]) => [
  'worker',
  userId,
  projectId,
  ...rest,
];

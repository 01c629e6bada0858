import { unwrap, type ApiClient } from '@kontor/api-client';

export interface NewWorker {
  firstName: string;
  familyName: string;
  email: string;
  password: string;
}

/** A worker with the project's default role and a password, created through the API. */
export async function createWorker(
  api: ApiClient,
  projectId: string,
  worker: NewWorker,
): Promise<string> {
  const params = { path: { projectId } };
  const roles = await unwrap(api.GET('/api/projects/{projectId}/roles', { params }));
  const member = await unwrap(
    api.POST('/api/projects/{projectId}/user-management/members', {
      params,
      body: {
        ...worker,
        passwordRepeat: worker.password,
        roleId: roles.find((role) => role.isDefault)?.id ?? '',
        isWorker: true,
      },
    }),
  );
  return member.id;
}

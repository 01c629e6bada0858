import { unwrap, type ApiClient } from '@kontor/api-client';

export interface NewWorker {
  firstName: string;
  familyName: string;
  email: string;
  password: string;
}

/** A worker with the project's default role and a password, created through the API. */
export function createWorker(api: ApiClient, projectId: string, worker: NewWorker) {
  return createMember(api, projectId, worker);
}

/** A member with the named role (default: the project's default role) and a password. */
export async function createMember(
  api: ApiClient,
  projectId: string,
  person: NewWorker,
  roleName?: string,
): Promise<string> {
  const params = { path: { projectId } };
  const roles = await unwrap(api.GET('/api/projects/{projectId}/roles', { params }));
  const role = roles.find((r) => (roleName ? r.name === roleName : r.isDefault));
  const member = await unwrap(
    api.POST('/api/projects/{projectId}/user-management/members', {
      params,
      body: {
        ...person,
        passwordRepeat: person.password,
        roleId: role?.id ?? '',
        isWorker: role?.type === 'worker',
      },
    }),
  );
  return member.id;
}

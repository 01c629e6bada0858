import type { Browser } from 'playwright-core';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { linkIn, mailCount, waitForMail } from './mailbox.ts';

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

/**
 * An existing account joins another project the way people do: an invitation (by the caller
 * of `api`, an admin of the project) with the role of the given type, accepted with the
 * person's own session. Afterwards the account belongs to both projects.
 */
export async function joinByInvitation(options: {
  api: ApiClient;
  browser: Browser;
  baseUrl: string;
  mailDir: string;
  projectId: string;
  person: { name: string; email: string; password: string };
  roleType?: 'worker' | 'office' | 'admin';
}): Promise<void> {
  const { api, browser, baseUrl, mailDir, projectId, person, roleType = 'worker' } = options;
  const params = { path: { projectId } };
  const roles = await unwrap(api.GET('/api/projects/{projectId}/roles', { params }));
  const role = roles.find((r) => r.type === roleType);
  if (!role) throw new Error(`No ${roleType} role in project ${projectId}`);
  const before = mailCount(mailDir);
  await unwrap(
    api.POST('/api/projects/{projectId}/invitations', {
      params,
      body: { name: person.name, email: person.email, roleId: role.id },
    }),
  );
  const mail = await waitForMail(mailDir, person.email, before);
  const token = new URL(linkIn(mail, `${baseUrl}/invitation/`)).pathname.split('/').at(-1)!;
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { email: person.email, password: person.password },
    });
    if (!login.ok()) throw new Error(`Login of ${person.email}: ${login.status()}`);
    const join = await context.request.post(`/api/invitations/${token}/join`);
    if (!join.ok()) throw new Error(`Joining project ${projectId}: ${join.status()}`);
  } finally {
    await context.close();
  }
}

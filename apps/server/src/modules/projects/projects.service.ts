import type { ModulePath } from '@kontor/core/modules';
import {
  projectMessages,
  type Member,
  type ProjectDetail,
  type UpdateProjectBody,
} from '@kontor/core/schemas/projects';
import { isRecordId } from '@kontor/core/ids';
import type { Db } from '../../db/database.ts';
import { assertImagesOfProject, setImageUsages } from '../../lib/image-usages.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { createProjectWithDefaults } from '../../lib/project-setup.ts';
import { listProjectSummaries } from '../../lib/project-summaries.ts';
import type { Auth, MemberRole } from '../../plugins/access.ts';
import { findMember, listModules, setPortrait, updateSettings } from './projects.repository.ts';

export async function projectDetail(
  db: Db,
  auth: Auth,
  projectId: string,
  role: MemberRole | null,
): Promise<ProjectDetail> {
  const [summary] = await listProjectSummaries(db, auth, projectId);
  if (!summary) throw new HttpProblem(404, projectMessages.notFound);
  // Superusers see every module; members only what their role lists.
  const modules = await listModules(
    db,
    projectId,
    auth.isSuperuser ? undefined : (role?.moduleIds ?? []),
  );
  return { ...summary, modules };
}

export async function createProject(
  db: Db,
  auth: Auth,
  body: { name: string; description: string; logo: string | null; modules: ModulePath[] },
): Promise<ProjectDetail> {
  const created = await db.transaction(async (tx) => {
    const project = await createProjectWithDefaults(tx, { ...body, createdBy: auth.userId });
    // An image id can only name an image of this project, and a new one has none.
    if (body.logo && isRecordId(body.logo)) {
      await assertImagesOfProject(tx, project.id, [body.logo], 'logo');
    }
    return project;
  });
  return projectDetail(db, auth, created.id, null);
}

/** Name, description and logo (the route's guard admits administrators and superusers). */
export async function updateProject(
  db: Db,
  auth: Auth,
  projectId: string,
  role: MemberRole | null,
  body: UpdateProjectBody,
): Promise<ProjectDetail> {
  await db.transaction(async (tx) => {
    if (body.logo) await assertImagesOfProject(tx, projectId, [body.logo], 'logo');
    await updateSettings(tx, projectId, body);
    if (body.logo !== undefined) {
      const target = { elementType: 'project', elementId: projectId, field: 'logo' } as const;
      await setImageUsages(tx, projectId, target, body.logo ? [body.logo] : []);
    }
  });
  return projectDetail(db, auth, projectId, role);
}

/**
 * The caller's own staff portrait in this project (an image of the project, or none); the
 * route's guard admits members only.
 */
export async function updateOwnPortrait(
  db: Db,
  auth: Auth,
  projectId: string,
  portrait: string | null,
): Promise<Member> {
  await db.transaction(async (tx) => {
    if (portrait) await assertImagesOfProject(tx, projectId, [portrait], 'portrait');
    await setPortrait(tx, projectId, auth.userId, portrait);
    const target = { elementType: 'member', elementId: auth.userId, field: 'portrait' } as const;
    await setImageUsages(tx, projectId, target, portrait ? [portrait] : []);
  });
  const member = await findMember(db, projectId, auth.userId);
  if (!member) throw new HttpProblem(403, projectMessages.notMember);
  return member;
}

import type { FastifyInstance } from 'fastify';
import type { ModulePath } from '@kontor/core/modules';
import { projectMessages, type ProjectDetail } from '@kontor/core/schemas/projects';
import { HttpProblem } from '../../lib/problem.ts';
import { createProjectWithDefaults } from '../../lib/project-setup.ts';
import { listProjectSummaries } from '../../lib/project-summaries.ts';
import type { Auth, MemberRole } from '../../plugins/access.ts';
import { listModules } from './projects.repository.ts';

export async function projectDetail(
  app: FastifyInstance,
  auth: Auth,
  projectId: string,
  role: MemberRole | null,
): Promise<ProjectDetail> {
  const [summary] = await listProjectSummaries(app.db, auth, projectId);
  if (!summary) throw new HttpProblem(404, projectMessages.notFound);
  // Superusers see every module; members only what their role lists.
  const modules = await listModules(
    app.db,
    projectId,
    auth.isSuperuser ? undefined : (role?.moduleIds ?? []),
  );
  return { ...summary, modules };
}

export async function createProject(
  app: FastifyInstance,
  auth: Auth,
  body: { name: string; description: string; logo: string | null; modules: ModulePath[] },
): Promise<ProjectDetail> {
  const created = await app.db.transaction((tx) =>
    createProjectWithDefaults(tx, { ...body, createdBy: auth.userId }),
  );
  return projectDetail(app, auth, created.id, null);
}

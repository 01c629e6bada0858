import { and, eq, sql } from 'drizzle-orm';
import {
  timeApiMessages,
  type EmploymentBody,
  type VacationSettings,
} from '@kontor/core/schemas/time-tracking-api';
import type { Db } from '../../db/database.ts';
import { memberships, projects } from '../../db/schema/projects.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { accrualOf, vacationContext } from './sheets.repository.ts';

/** The project's vacation rule (projects.settings.timeTracking.vacationAccrual). */
export async function vacationSettings(db: Db, projectId: string): Promise<VacationSettings> {
  const [row] = await db
    .select({ settings: projects.settings })
    .from(projects)
    .where(eq(projects.id, projectId));
  return { vacationAccrual: accrualOf(row?.settings) };
}

export async function updateVacationSettings(db: Db, projectId: string, body: VacationSettings) {
  await db
    .update(projects)
    .set({
      settings: sql`jsonb_set(${projects.settings}, '{timeTracking}',
        coalesce(${projects.settings} -> 'timeTracking', '{}'::jsonb) || ${JSON.stringify(body)}::jsonb)`,
    })
    .where(eq(projects.id, projectId));
  return vacationSettings(db, projectId);
}

/** 'Beschäftigt seit / bis' of a member of this project (the vacation's employment). */
export async function updateEmployment(
  db: Db,
  projectId: string,
  userId: string,
  body: EmploymentBody,
) {
  const updated = await db
    .update(memberships)
    .set({ employmentStart: body.start, employmentEnd: body.end })
    .where(and(eq(memberships.projectId, projectId), eq(memberships.userId, userId)))
    .returning({ userId: memberships.userId });
  if (updated.length === 0) {
    throw new HttpProblem(400, httpMessages.validation, { userId: [timeApiMessages.notMember] });
  }
  const { employments } = await vacationContext(db, projectId, [userId]);
  return employments.get(userId) ?? { start: body.start ?? '', end: body.end, derived: false };
}

import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { newId } from '@kontor/core/ids';
import type { CalendarFeedStatus } from '@kontor/core/schemas/services';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { toLocal } from '@kontor/core/time-tracking/index';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { countMembers } from '../../lib/memberships.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { projectOf } from '../../plugins/access.ts';
import { renderTourFeed } from './calendar-feed.ts';
import * as repo from './calendar-feeds.repository.ts';
import { tourExportMessages as m } from './tour-exports.messages.ts';
import type { FeedVisitSource } from './tour-feed-source.ts';
import { tourWorkerOf } from './tour-roles.ts';

/** The feed covers 4 weeks back (late confirmations) and 12 weeks ahead. */
const DAYS_BACK = 28;
const DAYS_AHEAD = 84;

/**
 * The worker a feed request is about: the caller, or (office and admin roles, superusers)
 * any member named by `workerId`. A worker naming someone else gets 403.
 */
export async function feedWorker(db: Db, request: FastifyRequest, workerId?: string) {
  const project = projectOf(request);
  const target = tourWorkerOf(request, workerId);
  if ((await countMembers(db, project.id, [target])) !== 1) {
    throw new HttpProblem(400, m.feedWorkerNotMember, { workerId: [m.feedWorkerNotMember] });
  }
  return { projectId: project.id, workerId: target };
}

/**
 * A new secret URL for the worker; the previous one stops working. Refused (409) without
 * PUBLIC_URL: a link to localhost reaches no calendar service, and one built from the
 * request's Host could name an internal address (docs/operations.md).
 */
export async function createFeed(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
  projectId: string,
  workerId: string,
) {
  if (!config.publicUrlSet) throw new HttpProblem(409, m.feedNeedsPublicUrl);
  const publicUrl = config.publicUrl;
  const token = randomToken();
  const createdAt = await db.transaction((tx) =>
    repo.rotate(tx, { id: newId(), projectId, userId: workerId, tokenHash: sha256(token) }),
  );
  return { url: `${publicUrl}/api/calendar/${token}.ics`, createdAt: createdAt.toISOString() };
}

export async function feedStatus(
  db: Db,
  projectId: string,
  workerId: string,
): Promise<CalendarFeedStatus> {
  const feed = await repo.liveFeed(db, projectId, workerId);
  return { exists: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

export const revokeFeed = repo.revoke;

/** The feed text of a token and its ETag; 404 for an unknown or revoked token. */
export async function feedOf(db: Db, source: FeedVisitSource, token: string, now = new Date()) {
  const owner = await repo.findByHash(db, sha256(token));
  if (!owner) throw new HttpProblem(404, m.feedNotFound);
  const today = toLocal(Math.floor(now.getTime() / 60_000)).date;
  const visits = await source(
    db,
    owner.projectId,
    owner.userId,
    addDays(today, -DAYS_BACK),
    addDays(today, DAYS_AHEAD),
  );
  const meta = {
    workerName: owner.workerName,
    projectName: owner.projectName,
    details: owner.calendarDetails,
  };
  // From the data, not the text: the text's DTSTAMP changes on every render.
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([visits, meta]))
    .digest('base64url')
    .slice(0, 27)}"`;
  return { etag, text: () => renderTourFeed(visits, meta) };
}

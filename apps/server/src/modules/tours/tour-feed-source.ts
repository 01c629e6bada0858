import type { Db } from '../../db/database.ts';
import type { FeedVisit } from './calendar-feed.ts';

/** Where the feed's visits come from (the tours API; tests pass their own). */
export type FeedVisitSource = (
  db: Db,
  projectId: string,
  workerId: string,
  from: string,
  to: string,
) => Promise<FeedVisit[]>;

/**
 * The worker's visits from `from` to `to` (inclusive), with SEQUENCE from the stored versions
 * of entry, service and property.
 *
 * TODO(issue 20): the services tables and the tours week API are not on main yet; once they
 * are, expand the worker's entries here with the tours API's function (core `workerWeek` per
 * week of the range). Until then the feed is valid but empty.
 */
export const tourVisitsForFeed: FeedVisitSource = async () => [];

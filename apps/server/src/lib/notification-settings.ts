import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TOPICS,
  type NotificationSettings,
} from '@kontor/core/schemas/members';
import type { DbOrTx } from '../db/database.ts';
import { memberships } from '../db/schema/projects.ts';

/** Stored toggles over the defaults; unknown keys of older data are dropped. */
export function withDefaults(stored: Partial<Record<string, boolean>>): NotificationSettings {
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const topic of NOTIFICATION_TOPICS) {
    const value = stored[topic];
    if (typeof value === 'boolean') settings[topic] = value;
  }
  return settings;
}

/**
 * A member's 'Nachrichteneinstellungen' in a project, for whoever sends notifications;
 * undefined when the user is not a member.
 */
export async function notificationSettingsOf(
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<NotificationSettings | undefined> {
  const [row] = await db
    .select({ settings: memberships.notificationSettings })
    .from(memberships)
    .where(and(eq(memberships.projectId, projectId), eq(memberships.userId, userId)));
  return row && withDefaults(row.settings);
}

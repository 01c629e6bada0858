import { NOTIFICATION_PUSH_JOB } from '../../lib/notify.ts';
import type { KontorModule } from '../../lib/module-declarations.ts';
import {
  NOTIFICATION_RETENTION_JOB,
  notificationRetentionJob,
  scheduleNotificationRetention,
} from './notifications.retention.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { pushRoutes } from './push.routes.ts';
import { pushJobHandler } from './push.service.ts';

/**
 * 'Nachrichten': the feed of every member (messages are written by lib/notify.ts) and Web
 * Push to their devices.
 */
export const notificationsModule: KontorModule = {
  plugin: async (app) => {
    await app.register(notificationsRoutes);
    await app.register(pushRoutes);
  },
  jobs: (db, files, config) => ({
    [NOTIFICATION_RETENTION_JOB]: notificationRetentionJob(db, files().log),
    [NOTIFICATION_PUSH_JOB]: pushJobHandler(db, config, files().log),
  }),
  scheduleJobs: scheduleNotificationRetention,
};

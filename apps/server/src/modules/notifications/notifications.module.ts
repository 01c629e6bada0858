import type { KontorModule } from '../../lib/module-declarations.ts';
import {
  NOTIFICATION_RETENTION_JOB,
  notificationRetentionJob,
  scheduleNotificationRetention,
} from './notifications.retention.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/** 'Nachrichten': the feed of every member (messages are written by lib/notify.ts). */
export const notificationsModule: KontorModule = {
  plugin: notificationsRoutes,
  jobs: (db, files) => ({
    [NOTIFICATION_RETENTION_JOB]: notificationRetentionJob(db, files().log),
  }),
  scheduleJobs: scheduleNotificationRetention,
};

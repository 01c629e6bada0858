import type { KontorModule } from '../../lib/module-declarations.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/** 'Nachrichten': the feed of every member (messages are written by lib/notify.ts). */
export const notificationsModule: KontorModule = { plugin: notificationsRoutes };

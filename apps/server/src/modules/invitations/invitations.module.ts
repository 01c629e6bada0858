import type { KontorModule } from '../../lib/module-declarations.ts';
import { invitationLinkRoutes, invitationsAdminRoutes } from './invitations.routes.ts';

export const invitationsModule: KontorModule = {
  plugin: async (app) => {
    await app.register(invitationsAdminRoutes);
    await app.register(invitationLinkRoutes);
  },
};

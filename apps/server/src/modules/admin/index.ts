import type { FastifyPluginAsync } from 'fastify';
import { staffArea } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuthService } from '../auth/index.js';
import type { RetailersService } from '../retailers/index.js';
import { adminAreaRoutes } from './admin.routes.js';

/**
 * The admin area's entry points. Admins oversee other modules' rows, so this module owns no tables:
 * it calls the other modules' services.
 */
export function createAdminModule(ctx: ModuleContext & { auth: AuthService; retailers: RetailersService }) {
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(
      staffArea('/admin', 'admin', ctx.auth, adminAreaRoutes({ retailers: ctx.retailers })),
      {
        prefix: '/api',
      },
    );
  };
  return { plugin };
}

export const adminModule = defineModule({
  name: 'admin',
  needs: ['auth', 'retailers'],
  build: (ctx) => createAdminModule(ctx),
});

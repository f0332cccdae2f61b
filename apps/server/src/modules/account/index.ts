import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import type { AuthService } from '../auth/index.js';
import { accountRoutes } from './account.routes.js';

/** Data rights (Bahrain PDPL): export and deletion of everything the registry's holders keep. */
export function createAccountModule(ctx: ModuleContext & { auth: AuthService }) {
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(
      accountRoutes({ auth: ctx.auth, personalData: ctx.personalData, events: ctx.events }),
      { prefix: '/api' },
    );
  };
  return { plugin };
}

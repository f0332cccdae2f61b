import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import type { AuthService } from '../auth/index.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';

/** Data rights (Bahrain PDPL): export and deletion of everything the registry's holders keep. */
export function createAccountModule(ctx: ModuleContext & { auth: AuthService }) {
  const account = createAccountService({
    auth: ctx.auth,
    personalData: ctx.personalData,
    bus: ctx.bus,
  });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(accountRoutes({ auth: ctx.auth, account }), { prefix: '/api' });
  };
  return { plugin };
}

export const accountModule = defineModule({
  name: 'account',
  needs: ['auth'],
  build: (ctx) => createAccountModule(ctx),
});

import type { FastifyPluginAsync } from 'fastify';
import type { SessionReader } from '../../http/guard.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createAddressesPolicy } from './addresses.policy.js';
import { createAddressesRepository } from './addresses.repository.js';
import { addressesRoutes } from './addresses.routes.js';
import type { AddressesService } from './addresses.service.js';
import { createAddressesService, toAddress } from './addresses.service.js';

/** Customers' delivery addresses (Bahrain's form, one default). */
export function createAddressesModule(ctx: ModuleContext & { auth: SessionReader }) {
  const repo = createAddressesRepository(ctx.db);
  const service = createAddressesService({ repo, policy: createAddressesPolicy(repo) });
  // The rows go with the account (ON DELETE CASCADE); the export lists them.
  ctx.personalData.register({
    key: 'addresses',
    export: async (subject) => (await repo.list(subject.id)).map(toAddress),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(addressesRoutes({ auth: ctx.auth, addresses: service }), { prefix: '/api' });
  };
  return { service, plugin };
}

export type { AddressesService } from './addresses.service.js';

export const addressesModule = defineModule({
  name: 'addresses',
  needs: ['auth'],
  build: (ctx) => {
    const { service, plugin } = createAddressesModule(ctx);
    return { plugin, provides: { addresses: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    addresses: AddressesService;
  }
}

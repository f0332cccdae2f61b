import type { FastifyPluginAsync } from 'fastify';
import { createAttemptsRepository } from '../../platform/attempts.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createKnownAddresses } from './attempts.repository.js';
import { authRoutes } from './auth.routes.js';
import type { AuthService } from './auth.service.js';
import { createAuthService, KNOWN_ADDRESS_SECONDS } from './auth.service.js';
import { createBetterAuth } from './better-auth.js';
import { createProfilesRepository } from './profiles.repository.js';
import './auth.events.js';

/**
 * Accounts: better-auth's users and sessions, our profiles (name, phone, location, role) and the
 * attempt limits. The code email is not sent from here: issuing a code publishes `auth.code_issued`.
 */
export function createAuthModule({ db, config, bus, personalData }: ModuleContext) {
  const profiles = createProfilesRepository(db);
  const betterAuth = createBetterAuth({
    db,
    secret: config.AUTH_SECRET,
    publicUrl: config.PUBLIC_URL,
    sendCode: (email, code) => bus.publish('auth.code_issued', { email, code }),
    onUserCreated: async (userId) => {
      await profiles.ensure(userId);
    },
    onSessionEnded: (userId) => bus.publish('session.ended', { userId }),
  });
  const service = createAuthService({
    auth: betterAuth,
    attempts: createAttemptsRepository(db),
    knownAddresses: createKnownAddresses(db, KNOWN_ADDRESS_SECONDS),
    profiles,
    erasePersonalData: (subject) => personalData.eraseAll(subject),
    accountDeleted: (userId) => bus.publish('account.deleted', { userId }),
    roleChanged: (userId) => bus.publish('account.role_changed', { userId }),
  });
  // The account row and its profile and sessions; they go with the account row (ON DELETE CASCADE).
  personalData.register({ key: 'account', export: (subject) => profiles.exportUser(subject.id) });

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(authRoutes(service), { prefix: '/api' });
  };
  return { service, plugin };
}

export { user } from './auth.schema.js';
export type { AuthResult, AuthService, StaffSignUpRole } from './auth.service.js';
export { profiles } from './profiles.schema.js';

/** In app.ts's module list: the accounts, first (every module that guards a route reads sessions). */
export const authModule = defineModule({
  name: 'auth',
  needs: [],
  build: (ctx) => {
    const { service, plugin } = createAuthModule(ctx);
    return { plugin, provides: { auth: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    auth: AuthService;
  }
}

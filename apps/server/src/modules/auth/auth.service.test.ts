import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createAttemptsRepository } from '../../platform/attempts.js';
import { nextIp, quietBetterAuthWarnings, uniqueEmail } from '../../test-support/http.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createTestDatabase } from '../../test-support/test-db.js';
import { createKnownAddresses } from './attempts.repository.js';
import { user } from './auth.schema.js';
import { createAuthService, KNOWN_ADDRESS_SECONDS } from './auth.service.js';
import { createBetterAuth } from './better-auth.js';
import { createProfilesRepository } from './profiles.repository.js';

/** A registration is all or nothing: when its profile fields cannot be saved, no account is left. */

let database: Database;
beforeAll(async () => {
  quietBetterAuthWarnings();
  database = await createTestDatabase();
});
afterAll(() => database.close());

function serviceWhoseProfileWritesFail() {
  const { db } = database;
  const profiles = createProfilesRepository(db);
  const auth = createBetterAuth({
    db,
    secret: TEST_APP_CONFIG.AUTH_SECRET,
    publicUrl: TEST_APP_CONFIG.PUBLIC_URL,
    sendCode: async () => {},
    onUserCreated: async (userId) => {
      await profiles.ensure(userId);
    },
  });
  const failing = {
    ...profiles,
    update: async () => {
      throw new Error('the profile could not be saved');
    },
  };
  return createAuthService({
    auth,
    attempts: createAttemptsRepository(db),
    knownAddresses: createKnownAddresses(db, KNOWN_ADDRESS_SECONDS),
    profiles: failing,
    erasePersonalData: async () => {},
    accountDeleted: async () => {},
  });
}

describe('registration', () => {
  it('deletes the new account again when its phone and location cannot be saved', async () => {
    const service = serviceWhoseProfileWritesFail();
    const email = uniqueEmail('half-made');
    const ctx = { ip: nextIp(), headers: new Headers() };
    await expect(
      service.register({ name: 'Noor', email, password: 'correct horse 1', location: 'Seef' }, ctx),
    ).rejects.toThrow('the profile could not be saved');
    expect(await database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

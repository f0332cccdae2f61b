import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { uniqueEmail } from '../../test-support/http.js';
import { createTestDatabase } from '../../test-support/test-db.js';
import { user } from './auth.schema.js';
import { createProfilesRepository } from './profiles.repository.js';
import { profiles } from './profiles.schema.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An account as better-auth makes it: a user row and no profile yet. */
async function bareUser() {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: 'Huda', email: uniqueEmail('profile') });
  return id;
}

describe('profiles.ensure', () => {
  it("makes a user's missing profile with the fields given", async () => {
    const repo = createProfilesRepository(database.db);
    const id = await bareUser();
    const made = await repo.ensure(id, { displayName: 'Huda A.', role: 'driver' });
    expect(made).toMatchObject({ userId: id, displayName: 'Huda A.', role: 'driver' });
  });

  it('returns a profile that exists as it is: the fields are for a new one only', async () => {
    const repo = createProfilesRepository(database.db);
    const id = await bareUser();
    await repo.ensure(id, { displayName: 'First' });
    expect(await repo.ensure(id, { displayName: 'Second', role: 'admin' })).toMatchObject({
      displayName: 'First',
      role: 'customer',
    });
  });

  it('makes one profile when several requests ask at once', async () => {
    const repo = createProfilesRepository(database.db);
    const id = await bareUser();
    const all = await Promise.all(Array.from({ length: 5 }, () => repo.ensure(id)));
    expect(new Set(all.map((p) => p.userId))).toEqual(new Set([id]));
    expect(await database.db.select().from(profiles).where(eq(profiles.userId, id))).toHaveLength(1);
  });
});

import { type AddressInput, MAX_ADDRESSES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { type BuiltUser, createBuilders } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { addresses } from './addresses.schema.js';

/**
 * One customer, two tabs on two nodes: the address rules hold under real concurrency (PGlite runs one
 * statement at a time, so only PostgreSQL can show this). Every burst is started before any request
 * settles, alternating between two app instances with their own pools.
 */
const POOL_SIZE = 10;

const HOME: AddressInput = {
  labelKind: 'home',
  governorate: 'southern',
  area: 'Riffa',
  block: '901',
  road: '19',
  building: '2250',
  contactPhone: '3600 1234',
};

describe.skipIf(!process.env.DATABASE_URL)('addresses under concurrency (PostgreSQL, two nodes)', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  const apps: App[] = [];
  const databases: Database[] = [];
  let db: Db;
  let make: ReturnType<typeof createBuilders>;

  beforeAll(async () => {
    scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: POOL_SIZE });
      databases.push(database);
      apps.push(await buildApp({ config: TEST_APP_CONFIG, database }));
    }
    db = databases[0]!.db;
    make = createBuilders(db);
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await scratch?.drop();
  }, 30_000);

  const burst = (user: BuiltUser, n: number, request: (i: number) => [string, string, unknown?]) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => {
        const [method, url, body] = request(i);
        return call(apps[i % 2]!, method as 'POST', url, body, { cookie: user.cookie });
      }),
    );
  const rowsOf = (user: BuiltUser) => db.select().from(addresses).where(eq(addresses.userId, user.id));

  it('ten first addresses at once: all saved, exactly one of them the default', async () => {
    const user = await make.user({ role: 'customer' });
    const answers = await burst(user, 10, (i) => [
      'POST',
      '/api/addresses',
      { ...HOME, road: String(i + 1) },
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('"make default" on every address at once leaves exactly one default', async () => {
    const user = await make.user({ role: 'customer' });
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) => make.address({ userId: user.id, isDefault: i === 0 })),
    );
    const answers = await burst(user, 8, (i) => ['POST', `/api/addresses/${made[i]!.id}/default`]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect((await rowsOf(user)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it(`one place left under the limit of ${MAX_ADDRESSES}: one of ten adds gets it, the rest ADDRESS_LIMIT`, async () => {
    const user = await make.user({ role: 'customer' });
    for (let i = 1; i < MAX_ADDRESSES; i++) await make.address({ userId: user.id, isDefault: i === 1 });
    const answers = await burst(user, 10, () => ['POST', '/api/addresses', HOME]);
    const codes = answers.map((a) => (a.statusCode === 201 ? 'created' : a.json().error.code));
    expect(codes.filter((c) => c === 'created')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ADDRESS_LIMIT')).toHaveLength(9);
    expect(await rowsOf(user)).toHaveLength(MAX_ADDRESSES);
  });

  it('deleting the default and adding at once still leaves exactly one default', async () => {
    const user = await make.user({ role: 'customer' });
    const first = await make.address({ userId: user.id, isDefault: true });
    const answers = await burst(user, 6, (i) =>
      i === 0 ? ['DELETE', `/api/addresses/${first.id}`] : ['POST', '/api/addresses', HOME],
    );
    expect(answers.every((a) => a.statusCode < 300)).toBe(true);
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

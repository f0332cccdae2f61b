import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ItemsResponse, ShopsResponse } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { type Builders, createBuilders } from '../../test-support/builders.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { createShopsRepository } from './shops.repository.js';
import { shops } from './shops.schema.js';

/**
 * Two app nodes on one PostgreSQL database, each keeping the catalogue's answers: a shop's owner
 * pausing it, changing its profile, or the job reopening it, through either node, shows on the other
 * within a second (the shops trigger NOTIFYs every write, whatever the columns).
 */
const url = process.env.DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createPgTestDatabase>>;
const nodes: { app: App; database: Database }[] = [];
let make: Builders;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-shops-pg-'));

async function get<T>(node: number, path: string): Promise<T> {
  const res = await nodes[node]!.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function within1s(check: () => Promise<boolean>) {
  const started = performance.now();
  while (performance.now() - started < 1000) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the change was not visible on the other node within 1 s');
}

describe.skipIf(!url)("a shop's changes reach every node's catalogue cache (PostgreSQL)", () => {
  beforeAll(async () => {
    scratch = await createPgTestDatabase(url!);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
      const config = { ...TEST_APP_CONFIG, CATALOGUE_CACHE: true, UPLOADS_DIR: uploadsDir };
      const app = await buildApp({ config, database });
      await app.ready();
      nodes.push({ app, database });
    }
    make = createBuilders(nodes[0]!.database.db);
  });

  afterAll(async () => {
    for (const { app, database } of nodes) {
      await app.close();
      await database.close();
    }
    await scratch?.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('a pause on node A hides the shop from node B’s kept lists; the reopening job brings it back', async () => {
    const owner = await make.user({ role: 'retailer' });
    const category = await make.category();
    const shop = await make.shop({ ownerUserId: owner.id });
    const listing = await make.listing({ categoryId: category.id, shopId: shop.id });
    const shopsUrl = `/api/shops?categoryId=${category.id}`;
    const listed = async () => {
      const [s, i] = await Promise.all([
        get<ShopsResponse>(1, shopsUrl),
        get<ItemsResponse>(1, '/api/items'),
      ]);
      return s.shops.some((r) => r.id === shop.id) && i.items.some((r) => r.id === listing.id);
    };
    expect(await listed()).toBe(true);

    const until = new Date(Date.now() + 3_600_000);
    const paused = await nodes[0]!.app.inject({
      method: 'POST',
      url: '/api/retailer/shop/pause',
      payload: { reason: 'Eid', until: until.toISOString() },
      headers: { cookie: owner.cookie },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    await within1s(async () => !(await listed()));

    // The job's statement, as node A's job would run it once the pause has ended.
    expect(await createShopsRepository(nodes[0]!.database.db).reopenDue(until)).toEqual([shop.id]);
    await within1s(listed);
  });

  it("a new name saved on node A shows in node B's kept shop list", async () => {
    const owner = await make.user({ role: 'retailer' });
    const category = await make.category();
    const shop = await make.shop({ ownerUserId: owner.id });
    await make.listing({ categoryId: category.id, shopId: shop.id });
    const shopsUrl = `/api/shops?categoryId=${category.id}`;
    expect((await get<ShopsResponse>(1, shopsUrl)).shops.map((s) => s.name.en)).toEqual([shop.nameEn]);

    const res = await nodes[0]!.app.inject({
      method: 'PATCH',
      url: '/api/retailer/shop',
      payload: { name: { en: 'Renamed Bakery', ar: 'مخبز جديد' } },
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await within1s(async () =>
      (await get<ShopsResponse>(1, shopsUrl)).shops.some((s) => s.name.en === 'Renamed Bakery'),
    );
  });

  it('six logo uploads at once, on two nodes: all answered, one file left, the one the row names', async () => {
    const owner = await make.user({ role: 'retailer' });
    const shop = await make.shop({ ownerUserId: owner.id });
    const uploads = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const png = await sharp({ create: { width: 20 + i, height: 20, channels: 3, background: '#0a0' } })
          .png()
          .toBuffer();
        const boundary = `b${randomUUID()}`;
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`;
        return nodes[i % 2]!.app.inject({
          method: 'POST',
          url: '/api/retailer/shop/logo',
          payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: owner.cookie },
        });
      }),
    );
    for (const res of uploads) expect(res.statusCode, res.body).toBe(200);
    const [row] = await nodes[0]!.database.db.select().from(shops).where(eq(shops.id, shop.id));
    const folder = path.join(uploadsDir, 'uploads', 'shops', shop.id);
    expect(fs.readdirSync(folder)).toEqual([path.basename(row!.logoUrl!)]);
  });
});

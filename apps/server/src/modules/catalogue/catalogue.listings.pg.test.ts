import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ItemsResponse, LISTING_IMAGE_LIMIT } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { type Builders, type BuiltUser, createBuilders } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { listingImages } from './catalogue.schema.js';

/**
 * A shop's listing writes on real PostgreSQL: two app nodes caching the public lists (a listing a shop
 * deactivates or renames through node A leaves node B's cached answers within a second, carried by the
 * listings trigger's NOTIFY), and concurrent picture uploads never pass LISTING_IMAGE_LIMIT.
 */
const url = process.env.DATABASE_URL;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-listing-pg-'));
let scratch: Awaited<ReturnType<typeof createPgTestDatabase>>;
const nodes: { app: App; database: Database }[] = [];
let make: Builders;

async function items(node: number, query: string): Promise<string[]> {
  const res = await nodes[node]!.app.inject({ method: 'GET', url: `/api/items?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ItemsResponse).items.map((i) => i.id);
}

async function within1s(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 1000) {
    if (await check()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the change was not visible on the other node within 1 s');
}

describe.skipIf(!url)("a shop's listing writes (PostgreSQL)", () => {
  let owner: BuiltUser;
  let shopId: string;
  let categoryId: string;

  beforeAll(async () => {
    scratch = await createPgTestDatabase(url!);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 6 });
      const app = await buildApp({
        config: { ...TEST_APP_CONFIG, CATALOGUE_CACHE: true, UPLOADS_DIR: uploadsDir },
        database,
      });
      await app.ready();
      nodes.push({ app, database });
    }
    make = createBuilders(nodes[0]!.database.db);
    owner = await make.user({ role: 'retailer' });
    shopId = (await make.shop({ ownerUserId: owner.id })).id;
    categoryId = (await make.category()).id;
  });

  afterAll(async () => {
    for (const { app, database } of nodes) {
      await app.close();
      await database.close();
    }
    await scratch?.drop();
  });

  it("a listing deactivated or renamed through node A leaves node B's cached lists within 1 s", async () => {
    const res = await call(
      nodes[0]!.app,
      'POST',
      '/api/retailer/listings',
      {
        kind: 'product',
        pricingType: 'fixed',
        categoryId,
        name: { en: 'Quokka cupcakes', ar: 'كب كيك كوكا' },
        priceFils: 4000,
      },
      { cookie: owner.cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().listing.id as string;
    await within1s(async () => (await items(1, `shopId=${shopId}`)).includes(id));
    // Now in node B's cache, both the shop's list and a search.
    expect(await items(1, 'q=quokka')).toContain(id);

    const renamed = await call(
      nodes[0]!.app,
      'PATCH',
      `/api/retailer/listings/${id}`,
      {
        kind: 'product',
        pricingType: 'fixed',
        categoryId,
        name: { en: 'Wombat cupcakes', ar: 'كب كيك ومبت' },
        priceFils: 4000,
      },
      { cookie: owner.cookie },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await within1s(async () => (await items(1, 'q=wombat')).includes(id));

    const off = await call(
      nodes[0]!.app,
      'POST',
      `/api/retailer/listings/${id}/status`,
      { active: false },
      { cookie: owner.cookie },
    );
    expect(off.statusCode, off.body).toBe(200);
    const ms = await within1s(async () => !(await items(1, `shopId=${shopId}`)).includes(id));
    expect(ms).toBeLessThan(1000);
    expect(await items(1, 'q=wombat')).not.toContain(id);
    const detail = await nodes[1]!.app.inject({ method: 'GET', url: `/api/items/${id}` });
    expect(detail.statusCode).toBe(404);
  });

  it(`ten pictures sent at once to a listing with ${LISTING_IMAGE_LIMIT - 1}: one is kept, no file left for the rest`, async () => {
    const listing = await make.listing({ shopId, categoryId });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    for (let i = 0; i < LISTING_IMAGE_LIMIT - 1; i++) {
      await nodes[0]!.database.db
        .insert(listingImages)
        .values({ listingId: listing.id, position: i, url: `/media/seed/${i}.webp` });
    }
    const upload = (node: number) => {
      const boundary = `----haflah${randomUUID()}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      return nodes[node]!.app.inject({
        method: 'POST',
        url: `/api/retailer/listings/${listing.id}/images`,
        payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: owner.cookie },
      });
    };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(i % 2)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const rows = await nodes[0]!.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, listing.id));
    expect(rows).toHaveLength(LISTING_IMAGE_LIMIT);
    const dir = path.join(uploadsDir, 'uploads', 'listings', listing.id);
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });
});

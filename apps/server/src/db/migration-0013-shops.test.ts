import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from './client.js';

/** Runs one migration file, statement by statement, as drizzle's migrator does. */
async function apply(client: PGlite, file: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

const names = async (client: PGlite, query: string) =>
  (await client.query<{ name: string }>(query)).rows.map((r) => r.name).sort();

// Issue 22 point 4: "shop" is the business. Migration 0013 renames the table retailers to shops and every
// retailer_id to shop_id; rows written before it are all there after it, under the new names.
describe('migration 0013 (retailers → shops)', () => {
  let client: PGlite;
  const shopId = '00000000-0000-4000-8000-000000000001';
  const categoryId = '00000000-0000-4000-8000-000000000002';
  const listingId = '00000000-0000-4000-8000-000000000003';

  beforeAll(async () => {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files).toContain('0013_shops.sql');
    for (const file of files.filter((f) => f < '0013')) await apply(client, file);
    await client.exec(`
      insert into retailers (id, slug, name_en, name_ar, area_en, area_ar, status, rating)
        values ('${shopId}', 'pearl', 'Pearl', 'اللؤلؤ', 'Seef', 'السيف', 'approved', 4.5);
      insert into categories (id, slug, name_en, name_ar, icon, color)
        values ('${categoryId}', 'cakes', 'Cakes', 'كعك', 'cake', '#fff');
      insert into listings (id, retailer_id, category_id, kind, price_fils, name_en, name_ar)
        values ('${listingId}', '${shopId}', '${categoryId}', 'product', 5000, 'Cake', 'كعكة');
    `);
    for (const file of files.filter((f) => f >= '0013')) await apply(client, file);
  });
  afterAll(() => client?.close());

  it('keeps the shop and its listing under the new names', async () => {
    const shops = await client.query(`select id, slug, status::text as status from shops`);
    expect(shops.rows).toEqual([{ id: shopId, slug: 'pearl', status: 'approved' }]);
    const listings = await client.query(`select id, shop_id from listings`);
    expect(listings.rows).toEqual([{ id: listingId, shop_id: shopId }]);
  });

  // NOT NULL constraints only have names on PostgreSQL 18 (PGlite); earlier servers have none to rename,
  // and no migration here renames them (0012 did not either).
  it('leaves no table, column, type, constraint, index or trigger named after the role', async () => {
    expect(
      await names(
        client,
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_name like '%retailer%'`,
      ),
    ).toEqual([]);
    expect(
      await names(
        client,
        `select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public' and column_name like '%retailer%'`,
      ),
    ).toEqual([]);
    expect(
      await names(
        client,
        `select conname as name from pg_constraint where conname like '%retailer%' and contype <> 'n'`,
      ),
    ).toEqual([]);
    expect(
      await names(
        client,
        `select indexname as name from pg_indexes where schemaname = 'public' and indexname like '%retailer%'`,
      ),
    ).toEqual([]);
    expect(
      await names(client, `select tgname as name from pg_trigger where tgname like '%retailer%'`),
    ).toEqual([]);
    expect(
      await names(client, `select typname as name from pg_type where typname like '%retailer%'`),
    ).toEqual([]);
    expect(
      await names(
        client,
        `select column_name as name from information_schema.columns where table_name = 'orders' and column_name = 'shop_id'`,
      ),
    ).toEqual(['shop_id']);
  });

  it('keeps the keys and the catalogue trigger working on the renamed table', async () => {
    await expect(
      client.exec(
        `insert into listings (retailer_id, category_id, kind, name_en, name_ar) values ('${shopId}', '${categoryId}', 'product', 'x', 'y')`,
      ),
    ).rejects.toThrow();
    await expect(
      client.exec(
        `insert into listings (shop_id, category_id, kind, name_en, name_ar) values ('00000000-0000-4000-8000-0000000000ff', '${categoryId}', 'product', 'x', 'y')`,
      ),
    ).rejects.toThrow(/listings_shop_id_shops_id_fk/);
    const heard: string[] = [];
    const stop = await client.listen('catalogue_changed', (payload) => heard.push(payload));
    await client.exec(`update shops set rating = 4 where id = '${shopId}'`);
    await vi.waitFor(() => expect(heard).toEqual(['shops']));
    await stop();
    expect(
      await names(client, `select tgname as name from pg_trigger where tgname = 'shops_catalogue_changed'`),
    ).toEqual(['shops_catalogue_changed']);
  });
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiErrorSchema, LISTING_IMAGE_LIMIT, shopListingResponseSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RATE_LIMIT } from '../../http/uploads.js';
import type { BuiltUser } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { listingImages, listings } from './catalogue.schema.js';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-listing-uploads-'));
const t = useTestApp({ config: { UPLOADS_DIR: uploadsDir } });

let category: { id: string };
let png: Buffer;
beforeAll(async () => {
  category = await t.factories.category();
  png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
});

async function shopWithListing() {
  const user = await t.factories.user({ role: 'retailer' });
  const shop = await t.factories.shop({ ownerUserId: user.id });
  const listing = await t.factories.listing({ shopId: shop.id, categoryId: category.id });
  return { user, shop, listing };
}

function upload(user: BuiltUser, listingId: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = `----haflah${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/retailer/listings/${listingId}/images`,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: user.cookie },
  });
}

const listingOf = (res: { statusCode: number; body: string; json(): unknown }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return shopListingResponseSchema.parse(res.json()).listing;
};

/** Every file stored for this listing (relative paths), temporary ones included. */
function filesOf(listingId: string): string[] {
  const dir = path.join(uploadsDir, 'uploads', 'listings', listingId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
const fileOf = (url: string) => path.join(uploadsDir, ...url.replace(/^\/media\//, '').split('/'));

describe("a listing's pictures", () => {
  it('adds pictures as WebP (the first is the cover), reorders and removes them, files following', async () => {
    const { user, listing } = await shopWithListing();
    const first = listingOf(await upload(user, listing.id, png), 201);
    expect(first.images).toHaveLength(1);
    expect(first.imageUrl).toBe(first.images[0]!.url);
    expect(first.imageUrl).toMatch(/^\/media\/uploads\/listings\/[0-9a-f-]+\/[0-9a-f]+\.webp$/);
    const meta = await sharp(fs.readFileSync(fileOf(first.imageUrl!))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const second = listingOf(await upload(user, listing.id, png), 201);
    expect(second.images.map((i) => i.id)[0]).toBe(first.images[0]!.id);
    expect(second.imageUrl).toBe(first.imageUrl);

    const [a, b] = second.images;
    const reordered = listingOf(
      await call(
        t.app,
        'PUT',
        `/api/retailer/listings/${listing.id}/images/order`,
        { imageIds: [b!.id, a!.id] },
        {
          cookie: user.cookie,
        },
      ),
    );
    expect(reordered.images.map((i) => i.id)).toEqual([b!.id, a!.id]);
    expect(reordered.imageUrl).toBe(b!.url);
    // The customer's lists read the cover.
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.imageUrl).toBe(b!.url);
    const item = await call(t.app, 'GET', `/api/items/${listing.id}`);
    expect(item.json().item.imageUrl).toBe(b!.url);

    // Not exactly the listing's pictures: refused, nothing moved.
    const wrong = await call(
      t.app,
      'PUT',
      `/api/retailer/listings/${listing.id}/images/order`,
      { imageIds: [b!.id] },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);

    const removed = listingOf(
      await call(t.app, 'DELETE', `/api/retailer/listings/${listing.id}/images/${b!.id}`, undefined, {
        cookie: user.cookie,
      }),
    );
    expect(removed.images.map((i) => i.id)).toEqual([a!.id]);
    expect(removed.imageUrl).toBe(a!.url);
    expect(fs.existsSync(fileOf(b!.url))).toBe(false);
    expect(filesOf(listing.id)).toHaveLength(1);

    const last = listingOf(
      await call(t.app, 'DELETE', `/api/retailer/listings/${listing.id}/images/${a!.id}`, undefined, {
        cookie: user.cookie,
      }),
    );
    expect(last).toMatchObject({ images: [], imageUrl: null });
    expect(filesOf(listing.id)).toEqual([]);
  });

  it(`refuses a picture past ${LISTING_IMAGE_LIMIT}, and what is not an image, leaving no file`, async () => {
    const { user, listing } = await shopWithListing();
    for (let i = 0; i < LISTING_IMAGE_LIMIT; i++) listingOf(await upload(user, listing.id, png), 201);
    const full = await upload(user, listing.id, png);
    expect(full.statusCode).toBe(409);
    expect(apiErrorSchema.parse(full.json()).error.code).toBe('LISTING_IMAGE_LIMIT');
    expect(filesOf(listing.id)).toHaveLength(LISTING_IMAGE_LIMIT);

    const other = await shopWithListing();
    const text = await upload(other.user, other.listing.id, Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(400);
    expect(apiErrorSchema.parse(text.json()).error.code).toBe('IMAGE_INVALID');
    const svg = await upload(
      other.user,
      other.listing.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'image/svg+xml',
    );
    expect(apiErrorSchema.parse(svg.json()).error.code).toBe('IMAGE_INVALID');
    expect(filesOf(other.listing.id)).toEqual([]);
    expect(
      await t.db.select().from(listingImages).where(eq(listingImages.listingId, other.listing.id)),
    ).toEqual([]);
  });

  it('counts every upload, refused ones too, in the account’s allowance shared with the logo', async () => {
    const { user, listing } = await shopWithListing();
    for (let i = 0; i < LISTING_IMAGE_LIMIT; i++) {
      await t.db
        .insert(listingImages)
        .values({ listingId: listing.id, position: i, url: `/media/seed/${i}.webp` });
    }
    // Eight pictures already: each of these is refused (409) but still counted.
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++) {
      expect((await upload(user, listing.id, png)).statusCode).toBe(409);
    }
    const limited = await upload(user, listing.id, png);
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error.code).toBe('RATE_LIMITED');
    expect(filesOf(listing.id)).toEqual([]);
  });

  it("answers 404 to another shop for B's pictures, and B's pictures and files stay", async () => {
    const a = await shopWithListing();
    const b = await shopWithListing();
    const theirs = listingOf(await upload(b.user, b.listing.id, png), 201);
    const image = theirs.images[0]!;
    const before = await t.db.select().from(listingImages).where(eq(listingImages.listingId, b.listing.id));

    const answers = [
      await upload(a.user, b.listing.id, png),
      await call(
        t.app,
        'PUT',
        `/api/retailer/listings/${b.listing.id}/images/order`,
        { imageIds: [image.id] },
        {
          cookie: a.user.cookie,
        },
      ),
      await call(t.app, 'DELETE', `/api/retailer/listings/${b.listing.id}/images/${image.id}`, undefined, {
        cookie: a.user.cookie,
      }),
      // B's picture through A's own listing: not A's picture either.
      await call(t.app, 'DELETE', `/api/retailer/listings/${a.listing.id}/images/${image.id}`, undefined, {
        cookie: a.user.cookie,
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    expect(await t.db.select().from(listingImages).where(eq(listingImages.listingId, b.listing.id))).toEqual(
      before,
    );
    expect(fs.existsSync(fileOf(image.url))).toBe(true);
    expect(filesOf(b.listing.id)).toHaveLength(1);
    expect(filesOf(a.listing.id)).toEqual([]);
  });
});

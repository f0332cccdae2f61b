import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_BYTES, type ShopProfile, shopProfileSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_RATE_LIMIT } from '../../http/uploads.js';
import type { BuiltUser } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createShopsRepository, type ShopRow } from './shops.repository.js';
import { shops } from './shops.schema.js';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-shop-uploads-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
const t = useTestApp({ config: { UPLOADS_DIR: uploadsDir } });

/** A retailer account and its shop (pending unless said otherwise). */
async function retailerWithShop(overrides: Partial<ShopRow> = {}) {
  const owner = await t.factories.user({ role: 'retailer' });
  const shop = await t.factories.shop({
    ownerUserId: owner.id,
    status: 'pending',
    areaEn: 'Seef',
    areaAr: 'السيف',
    crNumber: '123456',
    iban: 'BH67BMAG00001299123456',
    phone: '+97336001234',
    address: 'Building 1, Road 2',
    businessTypes: ['bakery'],
    ...overrides,
  });
  return { owner, shop };
}

const rowOf = async (id: string) => (await t.db.select().from(shops).where(eq(shops.id, id)))[0]!;
const get = (cookie: string) => call(t.app, 'GET', '/api/retailer/shop', undefined, { cookie });
const patch = (cookie: string, body: unknown) => call(t.app, 'PATCH', '/api/retailer/shop', body, { cookie });

function profileOf(res: { statusCode: number; body: string; json(): unknown }): ShopProfile {
  expect(res.statusCode, res.body).toBe(200);
  return shopProfileSchema.parse(res.json());
}

/** A multipart/form-data request body with one file part. */
function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----haflah${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (cookie: string, filename: string, contentType: string, bytes: Buffer) => {
  const { payload, headers } = multipart(filename, contentType, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/retailer/shop/logo',
    payload,
    headers: { ...headers, cookie },
  });
};

/** Every file under the uploads folder (relative paths), temporary ones included. */
function filesIn(dir = uploadsDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(uploadsDir, path.join(e.parentPath, e.name)))
    .sort();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describe('GET /api/retailer/shop', () => {
  it("answers the signed-in retailer's shop with every field, its approval and no pause", async () => {
    const { owner, shop } = await retailerWithShop({ status: 'rejected', statusReason: 'CR unreadable' });
    const profile = profileOf(await get(owner.cookie));
    expect(profile).toMatchObject({
      id: shop.id,
      name: { en: shop.nameEn, ar: shop.nameAr },
      area: 'seef',
      crNumber: '123456',
      iban: 'BH67BMAG00001299123456',
      phone: '+97336001234',
      businessTypes: ['bakery'],
      deliveryFeeFils: 1000,
      freeDeliveryOverFils: null,
      openingHours: null,
      status: 'rejected',
      statusReason: 'CR unreadable',
      pause: null,
    });
  });

  it('answers 401 without a session, 403 to a customer, 404 to a retailer running no shop', async () => {
    expect((await call(t.app, 'GET', '/api/retailer/shop')).json().error.code).toBe('UNAUTHENTICATED');
    const customer = await t.factories.user({ role: 'customer' });
    expect((await get(customer.cookie)).statusCode).toBe(403);
    const shopless = await t.factories.user({ role: 'retailer' });
    const res = await get(shopless.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('PATCH /api/retailer/shop', () => {
  it('saves each field as given, normalised as at sign-up, and never the status', async () => {
    const { owner, shop } = await retailerWithShop({ status: 'rejected', statusReason: 'Fix your IBAN' });
    const hours = [null, ...Array(6).fill({ opens: '16:00', closes: '01:00' })];
    const profile = profileOf(
      await patch(owner.cookie, {
        name: { en: '  Sugar <b>Bakes</b> ', ar: 'حلويات السكر' },
        description: { en: 'Cakes', ar: 'كعك' },
        businessTypes: ['bakery', 'catering', 'bakery'],
        phone: '٣٦٠٠ ٥٦٧٨',
        address: 'Shop 4, Road 12',
        area: 'muharraq',
        crNumber: '٩٨٧٦٥٤',
        iban: 'bh67 bmag 0000 1299 1234 56',
        deliveryMinutes: 90,
        deliveryFeeFils: 1500,
        freeDeliveryOverFils: 20000,
        openingHours: hours,
        status: 'approved',
      }),
    );
    expect(profile).toMatchObject({
      name: { en: 'Sugar Bakes', ar: 'حلويات السكر' },
      description: { en: 'Cakes', ar: 'كعك' },
      businessTypes: ['bakery', 'catering'],
      phone: '+97336005678',
      address: 'Shop 4, Road 12',
      area: 'muharraq',
      crNumber: '987654',
      iban: 'BH67BMAG00001299123456',
      deliveryMinutes: 90,
      deliveryFeeFils: 1500,
      freeDeliveryOverFils: 20000,
      openingHours: hours,
      status: 'rejected',
      statusReason: 'Fix your IBAN',
    });
    const row = await rowOf(shop.id);
    expect(row).toMatchObject({ areaEn: 'Muharraq', areaAr: 'المحرق', status: 'rejected' });
    expect(row.searchName).toContain('sugar');
    expect(profileOf(await get(owner.cookie))).toEqual(profile);

    // A threshold is taken away with null; what is not sent stays.
    const cleared = profileOf(await patch(owner.cookie, { freeDeliveryOverFils: null }));
    expect(cleared).toMatchObject({ freeDeliveryOverFils: null, deliveryFeeFils: 1500, area: 'muharraq' });
  });

  it.each([
    ['name.en', { name: { en: 'A', ar: 'متجر' } }],
    ['name.ar', { name: { en: 'Shop', ar: '<b></b>' } }],
    ['description.en', { description: { en: 'x'.repeat(1001), ar: '' } }],
    ['businessTypes', { businessTypes: [] }],
    ['businessTypes.0', { businessTypes: ['casino'] }],
    ['phone', { phone: 'call me' }],
    ['address', { address: 'a' }],
    ['area', { area: 'atlantis' }],
    ['crNumber', { crNumber: '12-AB' }],
    ['iban', { iban: 'BH00BMAG00001299123456' }],
    ['deliveryMinutes', { deliveryMinutes: 0 }],
    ['deliveryFeeFils', { deliveryFeeFils: -1 }],
    ['deliveryFeeFils', { deliveryFeeFils: 50_001 }],
    ['deliveryFeeFils', { deliveryFeeFils: 1.5 }],
    ['freeDeliveryOverFils', { freeDeliveryOverFils: 1_000_001 }],
    ['openingHours', { openingHours: [null] }],
    [
      'openingHours.0.closes',
      { openingHours: [{ opens: '09:00', closes: '09:00' }, ...Array(6).fill(null)] },
    ],
    [
      'openingHours.1.opens',
      { openingHours: [null, { opens: '25:00', closes: '09:00' }, ...Array(5).fill(null)] },
    ],
  ])('refuses a bad %s with VALIDATION_FAILED naming the field, and changes nothing', async (field, body) => {
    const { owner, shop } = await retailerWithShop();
    const before = await rowOf(shop.id);
    const res = await patch(owner.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    expect(await rowOf(shop.id)).toEqual(before);
  });

  it('refuses a phone number outside Bahrain with INVALID_PHONE', async () => {
    const { owner, shop } = await retailerWithShop();
    const res = await patch(owner.cookie, { phone: '+44 20 7946 0958' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_PHONE');
    expect((await rowOf(shop.id)).phone).toBe('+97336001234');
  });

  it("changes only the caller's own shop: another retailer's calls leave it as it was", async () => {
    const a = await retailerWithShop();
    const b = await retailerWithShop({ status: 'approved' });
    const before = await rowOf(b.shop.id);

    profileOf(await patch(a.owner.cookie, { name: { en: 'Mine', ar: 'لي' }, deliveryFeeFils: 0 }));
    profileOf(
      await call(t.app, 'POST', '/api/retailer/shop/pause', { reason: 'Eid' }, { cookie: a.owner.cookie }),
    );
    profileOf(await upload(a.owner.cookie, 'logo.png', 'image/png', await png(64, 64)));
    profileOf(await call(t.app, 'DELETE', '/api/retailer/shop/logo', undefined, { cookie: a.owner.cookie }));
    // The body cannot name another shop: unknown keys are not read.
    profileOf(await patch(a.owner.cookie, { id: b.shop.id, name: { en: 'Taken', ar: 'مأخوذ' } }));

    expect(await rowOf(b.shop.id)).toEqual(before);
    expect((await rowOf(a.shop.id)).nameEn).toBe('Taken');
  });
});

describe('POST /api/retailer/shop/logo', () => {
  let owner: BuiltUser;
  let shopId: string;
  beforeEach(async () => {
    const made = await retailerWithShop();
    owner = made.owner;
    shopId = made.shop.id;
  });

  it('turns a PNG into a 512 px WebP under /media/uploads/, served, with no trace of the original', async () => {
    const original = await png(1200, 800);
    const profile = profileOf(await upload(owner.cookie, 'logo.png', 'image/png', original));
    expect(profile.logoUrl).toMatch(new RegExp(`^/media/uploads/shops/${shopId}/[0-9a-f]{24}\\.webp$`));

    const served = await t.app.inject({ method: 'GET', url: profile.logoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(served.rawPayload.equals(original)).toBe(false);
    expect(filesIn(path.join(uploadsDir, 'uploads', 'shops', shopId))).toHaveLength(1);
  });

  it('takes a photo of several megabytes (over the JSON body limit, under 5 MB)', async () => {
    const noisy = await sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(IMAGE_MAX_BYTES);
    const profile = profileOf(await upload(owner.cookie, 'big.png', 'image/png', noisy));
    expect(profile.logoUrl).toMatch(/\.webp$/);
  });

  it('takes a JPEG named anything, upright by its EXIF orientation and without its metadata', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const profile = profileOf(await upload(owner.cookie, 'photo.txt', 'text/plain', jpeg));
    const stored = fs.readFileSync(path.join(uploadsDir, profile.logoUrl!.replace('/media/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('removes the old logo file when a new one replaces it, and on DELETE', async () => {
    const first = profileOf(await upload(owner.cookie, 'a.png', 'image/png', await png(50, 50)));
    const second = profileOf(await upload(owner.cookie, 'b.png', 'image/png', await png(60, 60)));
    expect(second.logoUrl).not.toBe(first.logoUrl);
    const folder = path.join(uploadsDir, 'uploads', 'shops', shopId);
    expect(filesIn(folder)).toEqual([path.join('uploads', 'shops', shopId, path.basename(second.logoUrl!))]);

    const removed = profileOf(
      await call(t.app, 'DELETE', '/api/retailer/shop/logo', undefined, { cookie: owner.cookie }),
    );
    expect(removed.logoUrl).toBeNull();
    expect(filesIn(folder)).toEqual([]);
    expect((await rowOf(shopId)).logoUrl).toBeNull();
  });

  it("deleting the owner's account deletes a never-approved shop's logo file with the shop", async () => {
    const profile = profileOf(await upload(owner.cookie, 'a.png', 'image/png', await png(30, 30)));
    const file = path.join(uploadsDir, profile.logoUrl!.replace('/media/', ''));
    expect(fs.existsSync(file)).toBe(true);
    const res = await call(t.app, 'DELETE', '/api/account', undefined, { cookie: owner.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(shops).where(eq(shops.id, shopId))).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
  it.each([
    ['a text file named .png', 'logo.png', 'image/png', Buffer.from('not a picture at all, just text')],
    ['an SVG (it can carry script)', 'logo.svg', 'image/svg+xml', svg],
    ['an SVG named .png', 'logo.png', 'image/png', svg],
    ['a PNG cut short', 'logo.png', 'image/png', Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'binary')],
    ['an empty file', 'logo.png', 'image/png', Buffer.alloc(0)],
  ])('refuses %s with IMAGE_INVALID and stores nothing', async (_case, name, type, bytes) => {
    const before = filesIn();
    const res = await upload(owner.cookie, name, type, bytes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('IMAGE_INVALID');
    expect(filesIn()).toEqual(before);
    expect((await rowOf(shopId)).logoUrl).toBeNull();
  });

  it('refuses a file over 5 MB with IMAGE_TOO_LARGE (413) and stores nothing', async () => {
    const before = filesIn();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload(owner.cookie, 'logo.png', 'image/png', big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error.code).toBe('IMAGE_TOO_LARGE');
    expect(filesIn()).toEqual(before);
    expect((await rowOf(shopId)).logoUrl).toBeNull();
  });

  it('counts uploads per account, refused ones too: past UPLOAD_RATE_LIMIT, 429 RATE_LIMITED with Retry-After', async () => {
    const tiny = await png(8, 8);
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max - 1; i++)
      profileOf(await upload(owner.cookie, 'a.png', 'image/png', tiny));
    expect((await upload(owner.cookie, 'a.png', 'image/png', Buffer.from('text'))).statusCode).toBe(400);
    const before = filesIn();
    const refused = await upload(owner.cookie, 'a.png', 'image/png', tiny);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(filesIn()).toEqual(before);
  });

  it('takes the first file of a request carrying two, and stores only that one', async () => {
    const boundary = `----haflah${randomUUID()}`;
    const part = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/retailer/shop/logo',
      payload: Buffer.concat([
        part('a.png', await png(40, 20)),
        part('b.png', await png(20, 40)),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: owner.cookie },
    });
    const profile = profileOf(res);
    const stored = fs.readFileSync(path.join(uploadsDir, profile.logoUrl!.replace('/media/', '')));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 40, height: 20 });
    expect(filesIn(path.join(uploadsDir, 'uploads', 'shops', shopId))).toHaveLength(1);
  });

  it('refuses a request with no file, or JSON, with IMAGE_INVALID', async () => {
    const json = await call(
      t.app,
      'POST',
      '/api/retailer/shop/logo',
      { logo: 'x' },
      { cookie: owner.cookie },
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('IMAGE_INVALID');
    const boundary = 'empty-boundary';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/retailer/shop/logo',
      payload: `--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: owner.cookie },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('IMAGE_INVALID');
  });
});

describe('POST|DELETE /api/retailer/shop/pause', () => {
  const pause = (cookie: string, body: unknown) =>
    call(t.app, 'POST', '/api/retailer/shop/pause', body, { cookie });

  it('pauses with a reason and an end, and reopens by hand', async () => {
    const { owner, shop } = await retailerWithShop({ status: 'approved' });
    const until = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const paused = profileOf(await pause(owner.cookie, { reason: ' Closed for <i>Eid</i> ', until }));
    expect(paused.pause).toMatchObject({ reason: 'Closed for Eid', until });
    expect(paused.status).toBe('approved');
    expect((await rowOf(shop.id)).pausedAt).not.toBeNull();

    const reopened = profileOf(
      await call(t.app, 'DELETE', '/api/retailer/shop/pause', undefined, { cookie: owner.cookie }),
    );
    expect(reopened.pause).toBeNull();
    expect(await rowOf(shop.id)).toMatchObject({ pausedAt: null, pausedUntil: null, pauseReason: null });
  });

  it.each([
    ['reason', { reason: '' }],
    ['reason', { reason: 'x'.repeat(201) }],
    ['until', { reason: 'Eid', until: new Date(Date.now() - 60_000).toISOString() }],
    ['until', { reason: 'Eid', until: 'tomorrow' }],
    ['until', { reason: 'Eid', until: new Date(Date.now() + 91 * 86_400_000).toISOString() }],
  ])('refuses a bad %s and stays open', async (field, body) => {
    const { owner, shop } = await retailerWithShop({ status: 'approved' });
    const res = await pause(owner.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    expect((await rowOf(shop.id)).pausedAt).toBeNull();
  });

  it('the job reopens the shops whose pause has ended, and only those', async () => {
    const due = await retailerWithShop({ status: 'approved' });
    const later = await retailerWithShop({ status: 'approved' });
    const byHand = await retailerWithShop({ status: 'approved' });
    const now = new Date();
    await t.db
      .update(shops)
      .set({
        pausedAt: new Date(now.getTime() - 7_200_000),
        pausedUntil: new Date(now.getTime() - 1000),
        pauseReason: 'x',
      })
      .where(eq(shops.id, due.shop.id));
    await t.db
      .update(shops)
      .set({ pausedAt: now, pausedUntil: new Date(now.getTime() + 3_600_000), pauseReason: 'y' })
      .where(eq(shops.id, later.shop.id));
    await t.db.update(shops).set({ pausedAt: now, pauseReason: 'z' }).where(eq(shops.id, byHand.shop.id));

    const reopened = await createShopsRepository(t.db).reopenDue(now);
    expect(reopened).toContain(due.shop.id);
    expect(reopened).not.toContain(later.shop.id);
    expect(reopened).not.toContain(byHand.shop.id);
    expect(await rowOf(due.shop.id)).toMatchObject({ pausedAt: null, pausedUntil: null, pauseReason: null });
    expect((await rowOf(later.shop.id)).pausedAt).not.toBeNull();
    expect((await rowOf(byHand.shop.id)).pausedAt).not.toBeNull();
  });
});

describe('POST /api/admin/shops/:id/approve|reject', () => {
  it('an admin approves and rejects with a reason; the owner reads the decision', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const { owner, shop } = await retailerWithShop();
    const rejected = profileOf(
      await call(
        t.app,
        'POST',
        `/api/admin/shops/${shop.id}/reject`,
        { reason: 'CR number unreadable' },
        {
          cookie: admin.cookie,
        },
      ),
    );
    expect(rejected).toMatchObject({ status: 'rejected', statusReason: 'CR number unreadable' });
    expect(rejected.statusChangedAt).not.toBeNull();
    expect(profileOf(await get(owner.cookie))).toMatchObject({
      status: 'rejected',
      statusReason: 'CR number unreadable',
    });

    // Decided once: approving the rejected shop now is a second decision (409), and changes nothing.
    const again = await call(t.app, 'POST', `/api/admin/shops/${shop.id}/approve`, undefined, {
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SHOP_ALREADY_DECIDED');
    expect(profileOf(await get(owner.cookie))).toMatchObject({ status: 'rejected' });
  });

  it('refuses a missing reason, an unknown shop (404), and every other role (403)', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const { owner, shop } = await retailerWithShop();
    const noReason = await call(
      t.app,
      'POST',
      `/api/admin/shops/${shop.id}/reject`,
      { reason: ' ' },
      {
        cookie: admin.cookie,
      },
    );
    expect(noReason.statusCode).toBe(400);
    const missing = await call(t.app, 'POST', `/api/admin/shops/${randomUUID()}/approve`, undefined, {
      cookie: admin.cookie,
    });
    expect(missing.statusCode).toBe(404);
    const own = await call(t.app, 'POST', `/api/admin/shops/${shop.id}/approve`, undefined, {
      cookie: owner.cookie,
    });
    expect(own.statusCode).toBe(403);
    expect((await rowOf(shop.id)).status).toBe('pending');
  });
});

import type { PromoCode, PromoCodesResponse, ShopOffer, ShopOffersResponse } from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call, expectError } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The app's clock: tests move it. */
let now = new Date();
const t = useTestApp({ clock: () => now });
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

let admin: BuiltUser;
let retailer: BuiltUser;
let otherRetailer: BuiltUser;
let customer: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin' });
  retailer = await t.factories.user({ role: 'retailer' });
  await t.factories.shop({ ownerUserId: retailer.id });
  otherRetailer = await t.factories.user({ role: 'retailer' });
  await t.factories.shop({ ownerUserId: otherRetailer.id });
  customer = await t.factories.user({ role: 'customer' });
});

const as = (user: BuiltUser) => ({
  get: (url: string) => call(t.app, 'GET', url, undefined, { cookie: user.cookie }),
  post: (url: string, body?: unknown) => call(t.app, 'POST', url, body ?? {}, { cookie: user.cookie }),
  patch: (url: string, body: unknown) => call(t.app, 'PATCH', url, body, { cookie: user.cookie }),
});
const offer = (over: Record<string, unknown> = {}) => ({
  percent: 30,
  capFils: 20_000,
  startsAt: at(0),
  endsAt: at(7 * DAY),
  ...over,
});

describe('a shop’s offers', () => {
  it('creates, lists, refuses an overlap, changes and ends an offer; the past is read-only', async () => {
    const shop = as(retailer);
    const created = await shop.post(
      '/api/retailer/offers',
      offer({ minOrderFils: 5_000, firstOrderOnly: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const running = created.json() as ShopOffer;
    expect(running).toMatchObject({
      percent: 30,
      capFils: 20_000,
      minOrderFils: 5_000,
      firstOrderOnly: true,
      state: 'running',
    });

    // Overlapping it in any way: refused; right after it: accepted (upcoming).
    expectError(
      await shop.post('/api/retailer/offers', offer({ startsAt: at(6 * DAY), endsAt: at(9 * DAY) })),
      409,
      'OFFER_OVERLAPS',
    );
    const next = await shop.post(
      '/api/retailer/offers',
      offer({ percent: 10, startsAt: at(7 * DAY), endsAt: at(9 * DAY) }),
    );
    expect(next.statusCode, next.body).toBe(201);
    const upcoming = next.json() as ShopOffer;
    expect(upcoming.state).toBe('upcoming');
    // Another shop's offers are its own business: no overlap with this shop's.
    expect((await as(otherRetailer).post('/api/retailer/offers', offer())).statusCode).toBe(201);

    const list = (await shop.get('/api/retailer/offers')).json() as ShopOffersResponse;
    expect(list.offers.map((o) => [o.id, o.state])).toEqual([
      [running.id, 'running'],
      [upcoming.id, 'upcoming'],
    ]);

    // A running offer keeps its start whatever is sent; stretching it into the next one: refused.
    const changed = await shop.patch(`/api/retailer/offers/${running.id}`, {
      percent: 25,
      startsAt: at(DAY),
    });
    expect(changed.json()).toMatchObject({ percent: 25, startsAt: running.startsAt, state: 'running' });
    expectError(
      await shop.patch(`/api/retailer/offers/${running.id}`, { endsAt: at(8 * DAY) }),
      409,
      'OFFER_OVERLAPS',
    );

    // An hour later, ending now: the running one stops (past), the upcoming one is withdrawn.
    now = new Date(now.getTime() + HOUR);
    const endRes = await shop.post(`/api/retailer/offers/${running.id}/end`);
    expect(endRes.statusCode, endRes.body).toBe(200);
    const ended = endRes.json() as ShopOffersResponse;
    expect(ended.offers.find((o) => o.id === running.id)).toMatchObject({
      state: 'past',
      endsAt: now.toISOString(),
    });
    const withdrawn = (
      await shop.post(`/api/retailer/offers/${upcoming.id}/end`)
    ).json() as ShopOffersResponse;
    expect(withdrawn.offers.map((o) => o.id)).toEqual([running.id]);

    const error = expectError(
      await shop.patch(`/api/retailer/offers/${running.id}`, { percent: 40 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual({ path: 'endsAt', issue: 'ended' });
  });

  it('moves between upcoming, running and past by the clock alone', async () => {
    const shop = as(otherRetailer);
    const later = (
      await shop.post('/api/retailer/offers', offer({ startsAt: at(30 * DAY), endsAt: at(31 * DAY) }))
    ).json() as ShopOffer;
    const stateOf = async () =>
      ((await shop.get('/api/retailer/offers')).json() as ShopOffersResponse).offers.find(
        (o) => o.id === later.id,
      )?.state;
    expect(await stateOf()).toBe('upcoming');
    const saved = now;
    try {
      now = new Date(saved.getTime() + 30 * DAY + HOUR);
      expect(await stateOf()).toBe('running');
      now = new Date(saved.getTime() + 31 * DAY);
      expect(await stateOf()).toBe('past');
    } finally {
      now = saved;
    }
  });

  it('validates: percent 1–90, a cap above 0, the end after the start and in the future', async () => {
    const shop = as(retailer);
    for (const bad of [
      offer({ percent: 0 }),
      offer({ percent: 91 }),
      offer({ percent: 12.5 }),
      offer({ capFils: 0 }),
      offer({ minOrderFils: -1 }),
      offer({ startsAt: at(2 * DAY), endsAt: at(DAY) }),
      offer({ startsAt: 'tomorrow' }),
    ]) {
      expectError(await shop.post('/api/retailer/offers', bad), 400, 'VALIDATION_FAILED');
    }
    const past = expectError(
      await shop.post('/api/retailer/offers', offer({ startsAt: at(-3 * DAY), endsAt: at(-DAY) })),
      400,
      'VALIDATION_FAILED',
    );
    expect(past.details).toEqual({ path: 'endsAt', issue: 'in_past' });
  });

  it('an edit (PATCH) is held to the rules of a new offer, and only the owner may make it', async () => {
    const owner = await t.factories.user({ role: 'retailer' });
    await t.factories.shop({ ownerUserId: owner.id });
    const shop = as(owner);
    const upcoming = (
      await shop.post('/api/retailer/offers', offer({ startsAt: at(2 * DAY), endsAt: at(4 * DAY) }))
    ).json() as ShopOffer;
    const later = (
      await shop.post('/api/retailer/offers', offer({ startsAt: at(5 * DAY), endsAt: at(6 * DAY) }))
    ).json() as ShopOffer;
    const url = `/api/retailer/offers/${upcoming.id}`;
    for (const bad of [
      { percent: 0 },
      { percent: 91 },
      { percent: 12.5 },
      { capFils: 0 },
      { minOrderFils: -1 },
      { startsAt: at(3 * DAY), endsAt: at(DAY) },
      { startsAt: 'tomorrow' },
    ]) {
      expectError(await shop.patch(url, bad), 400, 'VALIDATION_FAILED');
    }
    // The end against the stored start, and against the clock.
    expect(expectError(await shop.patch(url, { endsAt: at(DAY) }), 400, 'VALIDATION_FAILED').details).toEqual(
      {
        path: 'endsAt',
        issue: 'end_before_start',
      },
    );
    expect(
      expectError(
        await shop.patch(url, { startsAt: at(-3 * DAY), endsAt: at(-DAY) }),
        400,
        'VALIDATION_FAILED',
      ).details,
    ).toEqual({ path: 'endsAt', issue: 'in_past' });
    // Moved onto the shop's next offer: refused; another shop's offer: not found, and unchanged.
    expectError(await shop.patch(url, { endsAt: at(5 * DAY + HOUR) }), 409, 'OFFER_OVERLAPS');
    expectError(await as(otherRetailer).patch(url, { percent: 50 }), 404, 'NOT_FOUND');
    expectError(await as(customer).patch(url, { percent: 50 }), 403, 'FORBIDDEN');
    const mine = (await shop.get('/api/retailer/offers')).json() as ShopOffersResponse;
    expect(mine.offers.map((o) => [o.id, o.percent, o.endsAt])).toEqual([
      [upcoming.id, 30, upcoming.endsAt],
      [later.id, 30, later.endsAt],
    ]);
    // A good edit: every term at once; a minimum cleared with null.
    const ok = await shop.patch(url, {
      percent: 15,
      capFils: 5_000,
      minOrderFils: null,
      firstOrderOnly: true,
      startsAt: at(DAY),
      endsAt: at(5 * DAY),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      percent: 15,
      capFils: 5_000,
      minOrderFils: null,
      firstOrderOnly: true,
      startsAt: at(DAY),
      endsAt: at(5 * DAY),
      state: 'upcoming',
    });
  });

  it('is the retailer area’s: a customer is refused, a retailer without a shop has none', async () => {
    expectError(await as(customer).get('/api/retailer/offers'), 403, 'FORBIDDEN');
    const shopless = await t.factories.user({ role: 'retailer' });
    expectError(await as(shopless).get('/api/retailer/offers'), 404, 'NOT_FOUND');
    expectError(await as(shopless).post('/api/retailer/offers', offer()), 404, 'NOT_FOUND');
  });
});

describe('promo codes', () => {
  const code = (over: Record<string, unknown> = {}) => ({
    code: 'party15',
    percent: 15,
    capFils: 3_000,
    expiresAt: at(30 * DAY),
    usageLimit: 50,
    ...over,
  });

  it('a shop’s code: stored upper-case, unique across the marketplace, listed with its use, disabled', async () => {
    const shop = as(retailer);
    const res = await shop.post('/api/retailer/promo-codes', code({ code: ' party15 ' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as PromoCode;
    expect(created).toMatchObject({
      code: 'PARTY15',
      usageLimit: 50,
      usedCount: 0,
      state: 'active',
      disabledAt: null,
    });

    expectError(
      await as(otherRetailer).post('/api/retailer/promo-codes', code({ code: 'Party15' })),
      409,
      'PROMO_CODE_TAKEN',
    );
    expectError(await as(admin).post('/api/admin/promo-codes', code()), 409, 'PROMO_CODE_TAKEN');

    const list = (await shop.get('/api/retailer/promo-codes')).json() as PromoCodesResponse;
    expect(list.codes.map((c) => c.code)).toEqual(['PARTY15']);
    expect((await as(otherRetailer).get('/api/retailer/promo-codes')).json()).toEqual({ codes: [] });

    const disabled = (await shop.post(`/api/retailer/promo-codes/${created.id}/disable`)).json() as PromoCode;
    expect(disabled.state).toBe('disabled');
    // Again: as it was.
    expect((await shop.post(`/api/retailer/promo-codes/${created.id}/disable`)).json()).toEqual(disabled);
  });

  it('validates the code, the terms and the dates', async () => {
    const shop = as(retailer);
    for (const bad of [
      code({ code: 'ab' }),
      code({ code: 'TOO-MANY!' }),
      code({ code: '<b>X</b>' }),
      code({ code: 'A'.repeat(21) }),
      code({ percent: 95 }),
      code({ capFils: 0 }),
      code({ usageLimit: 0 }),
      code({ startsAt: at(5 * DAY), expiresAt: at(DAY) }),
    ]) {
      expectError(await shop.post('/api/retailer/promo-codes', bad), 400, 'VALIDATION_FAILED');
    }
    const expired = expectError(
      await shop.post('/api/retailer/promo-codes', code({ code: 'OLDCODE', expiresAt: at(-HOUR) })),
      400,
      'VALIDATION_FAILED',
    );
    expect(expired.details).toEqual({ path: 'expiresAt', issue: 'in_past' });
  });

  it('the marketplace’s codes: admins only, audited; a shop’s code is not the admin’s, nor the reverse', async () => {
    const res = await as(admin).post(
      '/api/admin/promo-codes',
      code({ code: 'haflah25', usageLimit: null, firstOrderOnly: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const market = res.json() as PromoCode;
    expect(market).toMatchObject({ code: 'HAFLAH25', usageLimit: null, firstOrderOnly: true });
    const list = (await as(admin).get('/api/admin/promo-codes')).json() as PromoCodesResponse;
    expect(list.codes.map((c) => c.code)).toContain('HAFLAH25');
    expect(list.codes.every((c) => c.code !== 'PARTY15')).toBe(true);

    const shopCode = (
      await as(otherRetailer).post('/api/retailer/promo-codes', code({ code: 'OTHER10' }))
    ).json() as PromoCode;
    expectError(await as(admin).post(`/api/admin/promo-codes/${shopCode.id}/disable`), 404, 'NOT_FOUND');
    expectError(await as(retailer).post(`/api/retailer/promo-codes/${market.id}/disable`), 404, 'NOT_FOUND');
    expectError(await as(retailer).get('/api/admin/promo-codes'), 403, 'FORBIDDEN');

    const stopped = (await as(admin).post(`/api/admin/promo-codes/${market.id}/disable`)).json() as PromoCode;
    expect(stopped.state).toBe('disabled');
    const audit = await createAudit(t.db).forTarget('promo_code', market.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['promo_code.create', 'promo_code.disable']);
    expect(audit.every((a) => a.actorUserId === admin.id)).toBe(true);
  });
});

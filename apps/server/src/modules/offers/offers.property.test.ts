import { randomUUID } from 'node:crypto';
import {
  type CheckoutPreview,
  type DiscountShopOrder,
  discountsOf,
  type PlaceOrderResponse,
  type PromoCodeTerms,
  type ShopOfferTerms,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { promoCodes, shopOffers } from './offers.schema.js';

const t = useTestApp();
const HOUR = 3_600_000;

/** Terms as the generator makes them: dates as hours from now (never 0, so no run sits on an edge). */
const hours = fc.oneof(fc.integer({ min: -72, max: -1 }), fc.integer({ min: 1, max: 72 }));
const terms = fc.record({
  percent: fc.integer({ min: 1, max: 90 }),
  capFils: fc.integer({ min: 1, max: 40_000 }),
  minOrderFils: fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: null }),
  from: hours,
  span: fc.integer({ min: 1, max: 96 }),
  firstOrderOnly: fc.boolean(),
});
const cart = fc.array(
  fc.record({
    priceFils: fc.integer({ min: 500, max: 60_000 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    feeFils: fc.integer({ min: 0, max: 3_000 }),
    offer: fc.option(terms, { nil: null }),
  }),
  { minLength: 1, maxLength: 3 },
);
const typedCode = fc.option(fc.record({ terms, shop: fc.option(fc.nat(2), { nil: null }) }), { nil: null });

describe('discounts at checkout, property (PGlite)', () => {
  it("the server's total equals the rule's on random carts (cap, minimum, dates, several shops, first order, a code); a refund after a discount never returns more than was paid", async () => {
    await fc.assert(
      fc.asyncProperty(cart, typedCode, async (shops, typed) => {
        const f = t.factories;
        const now = Date.now();
        const customer = await f.user({ role: 'customer' });
        const address = await f.address({ userId: customer.id });
        const method = await f.paymentMethod({
          userId: customer.id,
          token: `tgw_approved_${randomUUID().slice(0, 8)}`,
        });
        const categoryId = (await f.category()).id;
        const offers = new Map<string, ShopOfferTerms>();
        const made: { shopId: string; subtotal: number; fee: number }[] = [];
        for (const s of shops) {
          const shop = await f.shop({ deliveryFeeFils: s.feeFils });
          const listing = await f.listing({ shopId: shop.id, categoryId, priceFils: s.priceFils });
          await f.productLine({ userId: customer.id, listingId: listing.id, quantity: s.quantity });
          made.push({ shopId: shop.id, subtotal: s.priceFils * s.quantity, fee: s.feeFils });
          if (s.offer) {
            const [row] = await t.db
              .insert(shopOffers)
              .values({
                shopId: shop.id,
                percent: s.offer.percent,
                capFils: s.offer.capFils,
                minOrderFils: s.offer.minOrderFils,
                startsAt: new Date(now + s.offer.from * HOUR),
                endsAt: new Date(now + (s.offer.from + s.offer.span) * HOUR),
                firstOrderOnly: s.offer.firstOrderOnly,
              })
              .returning();
            offers.set(shop.id, { ...row!, endsAt: row!.endsAt });
          }
        }
        let code: PromoCodeTerms | null = null;
        if (typed) {
          const shopId = typed.shop == null ? null : (made[typed.shop % made.length]!.shopId ?? null);
          const [row] = await t.db
            .insert(promoCodes)
            .values({
              code: `P${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
              shopId,
              percent: typed.terms.percent,
              capFils: typed.terms.capFils,
              minOrderFils: typed.terms.minOrderFils,
              startsAt: new Date(now + typed.terms.from * HOUR),
              expiresAt: new Date(now + (typed.terms.from + typed.terms.span) * HOUR),
              firstOrderOnly: typed.terms.firstOrderOnly,
            })
            .returning();
          const { expiresAt, disabledAt, ...rest } = row!;
          code = { ...rest, endsAt: expiresAt, disabled: disabledAt != null };
        }

        const url = code ? `/api/checkout?code=${code.code}` : '/api/checkout';
        const res = await call(t.app, 'GET', url, undefined, { cookie: customer.cookie });
        expect(res.statusCode, res.body).toBe(200);
        const p: CheckoutPreview = res.json();

        // The rule, from what the test made (a new customer: first order everywhere).
        const byShop = new Map(made.map((m) => [m.shopId, m]));
        const orders: DiscountShopOrder[] = p.orders.map((o) => ({
          shopId: o.shop.id,
          subtotalFils: byShop.get(o.shop.id)!.subtotal,
          offer: offers.get(o.shop.id) ?? null,
          firstAtShop: true,
        }));
        const rule = discountsOf({ orders, code, firstAtHaflah: true, now: new Date() });
        const expected = orders.map((o, i) => ({
          discount: rule.orders[i]!.discountFils,
          total: o.subtotalFils + byShop.get(o.shopId)!.fee - rule.orders[i]!.discountFils,
        }));
        expect(p.orders.map((o) => o.totals.discountFils)).toEqual(expected.map((e) => e.discount));
        expect(p.orders.map((o) => o.totals.totalFils)).toEqual(expected.map((e) => e.total));
        expect(p.totals.totalFils).toBe(expected.reduce((sum, e) => sum + e.total, 0));

        // Placed (with the code when it gives something) and cancelled: each refund is what was paid.
        const body = {
          ...placeRequestFor(p, { addressId: address.id, methodId: method.id }),
          ...(p.promoCode && p.promoCode.state !== 'refused' ? { promoCode: p.promoCode.code } : {}),
        };
        const placed = await call(t.app, 'POST', '/api/checkout', body, { cookie: customer.cookie });
        expect(placed.statusCode, placed.body).toBe(201);
        for (const order of (placed.json() as PlaceOrderResponse).orders) {
          const cancel = await call(t.app, 'POST', `/api/orders/${order.id}/cancel`, undefined, {
            cookie: customer.cookie,
          });
          expect(cancel.statusCode, cancel.body).toBe(200);
          const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
          const captured = rows.filter((r) => r.kind === 'capture').reduce((n, r) => n + r.amountFils, 0);
          const refunded = rows.filter((r) => r.kind === 'refund').reduce((n, r) => n + r.amountFils, 0);
          expect(captured).toBe(order.totalFils);
          expect(refunded).toBeLessThanOrEqual(captured);
          expect(refunded).toBe(captured);
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});

import type { CheckoutPreview, PlaceOrderRequest } from '@haflah/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { createBuilders } from '../../test-support/builders.js';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call } from '../../test-support/http.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { cartItems } from '../cart/cart.schema.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { checkouts, orders } from '../orders/orders.schema.js';
import type { CardGateway } from '../payments/index.js';
import { promoCodes } from './offers.schema.js';

/**
 * A promo code's usage limit under real concurrency (PostgreSQL; PGlite runs one statement at a time):
 * the conditional `used_count + 1` in the placing transaction is what decides the last uses.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'a limited promo code at checkout under concurrency (PostgreSQL)',
  () => {
    let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
    let database: Database | undefined;
    let app: App;
    let db: Db;
    let make: ReturnType<typeof createBuilders>;
    /** Every authorisation the gateway gave, and every one it was asked to void. */
    const gateway = { authorised: [] as string[], voided: [] as string[] };
    const wrap = (real: CardGateway): CardGateway => ({
      ...real,
      async authorize(input) {
        const result = await real.authorize(input);
        if (result.ok) gateway.authorised.push(result.reference);
        return result;
      },
      async void(input) {
        gateway.voided.push(input.reference);
        return real.void(input);
      },
    });

    beforeAll(async () => {
      scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
      database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 25 });
      app = await buildApp({ config: TEST_APP_CONFIG, database, wrapGateway: wrap });
      db = database.db;
      make = createBuilders(db);
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await scratch?.drop();
    }, 30_000);

    it('a code with usage_limit 5 used by 20 concurrent checkouts is accepted exactly 5 times; the others get 409 PROMO_CODE_USED_UP, voided, nothing half-written', async () => {
      const categoryId = (await make.category()).id;
      const shop = await make.shop({ deliveryFeeFils: 1000 });
      const product = await make.listing({ shopId: shop.id, categoryId, priceFils: 10_000 });
      const [code] = await db
        .insert(promoCodes)
        .values({
          code: 'RACE5',
          percent: 10,
          capFils: 5000,
          expiresAt: new Date(Date.now() + 24 * 3_600_000),
          usageLimit: 5,
        })
        .returning();

      const customers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const customer = await make.user({ role: 'customer' });
          await make.productLine({ userId: customer.id, listingId: product.id, quantity: 1 });
          const address = await make.address({ userId: customer.id });
          const card = await make.paymentMethod({ userId: customer.id });
          return { customer, address, card };
        }),
      );
      // Every customer is shown the code applied (nobody has used it yet).
      const requests: PlaceOrderRequest[] = [];
      for (const who of customers) {
        const p: CheckoutPreview = (
          await call(app, 'GET', '/api/checkout?code=race5', undefined, { cookie: who.customer.cookie })
        ).json();
        expect(p.promoCode).toEqual({ code: 'RACE5', state: 'applied', problem: null });
        expect(p.totals.totalFils).toBe(10_000); // 11,000 less 10% of the items
        requests.push({
          ...placeRequestFor(p, { addressId: who.address.id, methodId: who.card.id }),
          promoCode: 'RACE5',
        });
      }

      const answers = await Promise.all(
        customers.map((who, i) =>
          call(app, 'POST', '/api/checkout', requests[i], { cookie: who.customer.cookie }),
        ),
      );
      const placed = answers.filter((r) => r.statusCode === 201);
      const refused = answers.filter((r) => r.statusCode !== 201);
      expect(placed).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const r of refused) {
        expect(r.statusCode, r.body).toBe(409);
        expect(r.json().error.code).toBe('PROMO_CODE_USED_UP');
      }

      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, code!.id));
      expect(row!.usedCount).toBe(5);
      const made = await db.select().from(orders).where(eq(orders.promoCodeId, code!.id));
      expect(made).toHaveLength(5);
      expect(made.every((o) => o.discountFils === 1000 && o.totalFils === 10_000)).toBe(true);
      const ids = made.map((o) => o.id);
      const ledger = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.orderId, ids));
      expect(ledger.filter((r) => r.kind === 'discount')).toHaveLength(5);

      // The refused customers: no checkout, no order, their cart as it was.
      const refusedUsers = customers
        .filter((_, i) => answers[i]!.statusCode !== 201)
        .map((w) => w.customer.id);
      expect(await db.select().from(checkouts).where(inArray(checkouts.userId, refusedUsers))).toEqual([]);
      expect(await db.select().from(orders).where(inArray(orders.userId, refusedUsers))).toEqual([]);
      const carts = await db.select().from(cartItems).where(inArray(cartItems.userId, refusedUsers));
      expect(carts).toHaveLength(15);

      // Every authorisation is either an order's payment or was voided (a refusal in `prepare`, once
      // the code was seen used up, authorised nothing).
      const paid = new Set(made.map((o) => o.paymentReference));
      expect(paid.size).toBe(5);
      const unpaid = gateway.authorised.filter((ref) => !paid.has(ref));
      expect(new Set(gateway.voided)).toEqual(new Set(unpaid));
    }, 120_000);
  },
);

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';
import { type CartAction, createCartPolicy } from './cart.policy.js';

// The policy on its own, against real rows: what the routes' 404s rest on. The routes themselves are
// swept against the wrong user in app.sweep.test.ts.
const t = useTestApp();

const ACTIONS: CartAction[] = ['cart_item.update', 'cart_item.remove'];
const HOUR = 3_600_000;

/** Two customers' carts with a product line and a hold each, one of the holds already lapsed. */
async function scene() {
  const category = await t.factories.category();
  const retailer = await t.factories.shop();
  const cake = await t.factories.listing({ shopId: retailer.id, categoryId: category.id });
  const tent = await t.factories.listing({
    shopId: retailer.id,
    categoryId: category.id,
    kind: 'rental',
    capacity: 5,
  });
  const start = new Date(Date.now() + 2 * 24 * HOUR);
  const [me, other] = [await t.factories.user(), await t.factories.user()];
  const mine = [
    await t.factories.productLine({ userId: me.id, listingId: cake.id }),
    await t.factories.hold({ userId: me.id, listingId: tent.id, start }),
  ];
  const lapsed = await t.factories.hold({
    userId: me.id,
    listingId: tent.id,
    start,
    expiresAt: new Date(Date.now() - 60_000),
  });
  const theirs = [
    await t.factories.productLine({ userId: other.id, listingId: cake.id }),
    await t.factories.hold({ userId: other.id, listingId: tent.id, start }),
  ];
  return { me, other, mine: mine.map((l) => l.id), lapsed: lapsed.id, theirs: theirs.map((l) => l.id) };
}

describe('cart policy: can(actor, action, ids)', () => {
  it.each(ACTIONS)('%s: exactly the actor’s own lines out of a mixed list', async (action) => {
    const { me, other, mine, lapsed, theirs } = await scene();
    const unknown = randomUUID();
    const policy = createCartPolicy(t.db);
    const mixed = [theirs[0]!, mine[0]!, unknown, lapsed, theirs[1]!, mine[1]!];

    // Lapsed holds are still the owner's here; the service treats them as gone.
    expect(await policy.can(me.actor, action, mixed)).toEqual(new Set([...mine, lapsed]));
    expect(await policy.can(other.actor, action, mixed)).toEqual(new Set(theirs));
    // Someone with no cart gets nothing, and nobody gets an id that does not exist.
    expect(await policy.can((await t.factories.user()).actor, action, mixed)).toEqual(new Set());
    expect(await policy.can(me.actor, action, [unknown])).toEqual(new Set());
  });

  it.each(ACTIONS)('%s: no role reaches another user’s cart, admins included', async (action) => {
    const { mine, theirs } = await scene();
    const policy = createCartPolicy(t.db);
    for (const role of ['admin', 'retailer', 'driver'] as const) {
      const staff = await t.factories.user({ role });
      expect(await policy.can(staff.actor, action, [...mine, ...theirs]), role).toEqual(new Set());
    }
  });

  it('the same id twice answers once, and its owner is asked by id, not by role', async () => {
    const { me, mine } = await scene();
    const policy = createCartPolicy(t.db);
    expect(await policy.can(me.actor, 'cart_item.remove', [mine[0]!, mine[0]!])).toEqual(new Set([mine[0]]));
    expect(await policy.can({ ...me.actor, role: 'admin' }, 'cart_item.remove', mine)).toEqual(new Set(mine));
  });
});

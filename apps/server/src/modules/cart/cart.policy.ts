import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Policy } from '../../platform/access.js';
import { cartItems } from './cart.schema.js';

export type CartAction = 'cart_item.update' | 'cart_item.remove';

/**
 * A cart line is its owner's alone: no role, admins included, reads or changes another user's cart.
 * Lapsed holds still answer here; the service treats them as gone.
 */
export function createCartPolicy(db: Db): Policy<CartAction> {
  return {
    async can(actor, _action, ids) {
      const rows = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(inArray(cartItems.id, [...ids]), eq(cartItems.userId, actor.id)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

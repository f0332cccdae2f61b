import type { Policy } from '../../platform/access.js';
import type { OrdersRepository } from './orders.repository.js';

export type OrderAction =
  | 'order.read'
  | 'order.cancel'
  | 'order.reorder'
  | 'order.move'
  | 'order.shop'
  | 'checkout.read';

/**
 * Who may see and move an order. Its customer reads, cancels and reorders it; its shop's owner reads
 * and moves it; an admin reads and moves any order. Cancelling and reordering as the customer is the
 * customer's alone (an admin cancels through a move). `order.shop` is the shop's own view (its list,
 * detail, invoice, moves under /api/retailer): its owner's alone, even an admin reads orders elsewhere.
 * A checkout (the orders placed together: its "Order placed" screen) is its customer's alone.
 * Everyone else: as if the order did not exist.
 */
export function createOrdersPolicy(repo: OrdersRepository): Policy<OrderAction> {
  return {
    async can(actor, action, ids) {
      if (action === 'checkout.read') return repo.checkoutsOfCustomer(actor.id, ids);
      if (action === 'order.cancel' || action === 'order.reorder') return repo.ofCustomer(actor.id, ids);
      if (action === 'order.shop')
        return actor.role === 'retailer' ? repo.ofShopOwner(actor.id, ids) : new Set();
      if (action === 'order.move') {
        if (actor.role === 'admin') return repo.existing(ids);
        if (actor.role === 'retailer') return repo.ofShopOwner(actor.id, ids);
        return new Set();
      }
      if (actor.role === 'admin') return repo.existing(ids);
      const own = await repo.ofCustomer(actor.id, ids);
      if (actor.role !== 'retailer') return own;
      return new Set([...own, ...(await repo.ofShopOwner(actor.id, ids))]);
    },
  };
}

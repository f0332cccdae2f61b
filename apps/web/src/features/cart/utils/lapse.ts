import type { Cart, CartItem } from '@haflah/contracts';
import { lapsedAtAnswer } from '../api/cart';

/**
 * The cart once a hold has lapsed on this device's count, as the server will answer it: the line stays
 * (the page marks it expired) and leaves its subtotal, the total and the item count. A line that had
 * already lapsed when the server answered is out of them already: the cart is returned as it is.
 */
export function withLapsed(cart: Cart, itemId: string): Cart {
  let lapsed: CartItem | null = null;
  const groups = cart.groups.map((g) => {
    const line = g.items.find((i) => i.id === itemId);
    if (!line?.expiresAt || lapsedAtAnswer(cart, line)) return g;
    lapsed = line;
    return { ...g, subtotalFils: g.subtotalFils - line.totalFils };
  });
  if (!lapsed) return cart;
  const { quantity, totalFils } = lapsed as CartItem;
  return { ...cart, groups, itemCount: cart.itemCount - quantity, totalFils: cart.totalFils - totalFils };
}

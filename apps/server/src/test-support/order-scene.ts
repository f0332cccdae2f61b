import type { OrderStatus } from '@haflah/contracts';
import type { Builders } from './builders.js';

/**
 * A shop run by a retailer account (with `shop`'s values), a product and an entertainer to sell, a
 * customer named `customerName`, and `order`: a factory order at this shop, a product or a booked slot.
 */
export async function orderScene(
  f: Builders,
  options: { shop?: Omit<Parameters<Builders['shop']>[0], 'ownerUserId'>; customerName: string },
) {
  const owner = await f.user({ role: 'retailer' });
  const shop = await f.shop({ ownerUserId: owner.id, ...options.shop });
  const category = await f.category();
  const product = await f.listing({ shopId: shop.id, categoryId: category.id, priceFils: 5000 });
  const entertainer = await f.listing({
    shopId: shop.id,
    categoryId: category.id,
    kind: 'entertainment',
    capacity: 5,
    hourlyRateFils: 20_000,
  });
  const customer = await f.user({ role: 'customer', name: options.customerName });
  const order = (
    values: {
      status?: OrderStatus;
      createdAt?: Date;
      booked?: { start: Date; end: Date };
      priceFils?: number;
    } = {},
  ) =>
    f.order({
      userId: customer.id,
      shopId: shop.id,
      listingId: values.booked ? entertainer.id : product.id,
      ...values,
    });
  return { owner, shop, category, product, entertainer, customer, order };
}

import type { Db } from '../db/client.js';
import { createAddressesFactories } from '../modules/addresses/addresses.factories.js';
import { createAuthFactories } from '../modules/auth/auth.factories.js';
import { createCartFactories } from '../modules/cart/cart.factories.js';
import { createCatalogueFactories } from '../modules/catalogue/catalogue.factories.js';
import { createDeliveriesFactories } from '../modules/deliveries/deliveries.factories.js';
import { createDriversFactories } from '../modules/drivers/drivers.factories.js';
import { createEventsFactories } from '../modules/events/events.factories.js';
import { createFavoritesFactories } from '../modules/favorites/favorites.factories.js';
import { createOffersFactories } from '../modules/offers/offers.factories.js';
import { createOrdersFactories } from '../modules/orders/orders.factories.js';

export { ORDER_ADDRESS } from '../modules/orders/orders.factories.js';

import { createPaymentsFactories } from '../modules/payments/payments.factories.js';
import { createReviewsFactories } from '../modules/reviews/reviews.factories.js';
import { createShopsFactories } from '../modules/shops/shops.factories.js';
import { createSupportFactories } from '../modules/support/support.factories.js';
import { TEST_APP_CONFIG } from './test-config.js';

export type { BuiltUser } from '../modules/auth/auth.factories.js';

/** Every module's builders over one database: users with sessions, shops, listings, holds, bookings. */
export function createBuilders(db: Db, { secret = TEST_APP_CONFIG.AUTH_SECRET }: { secret?: string } = {}) {
  const auth = createAuthFactories(db, { secret });
  return {
    ...auth,
    ...createShopsFactories(db),
    ...createCatalogueFactories(db),
    ...createCartFactories(db),
    ...createAddressesFactories(db),
    ...createPaymentsFactories(db),
    ...createOrdersFactories(db),
    ...createEventsFactories(db, { secret }),
    ...createFavoritesFactories(db),
    ...createDriversFactories(db, { user: auth.user }),
    ...createDeliveriesFactories(db),
    ...createSupportFactories(db),
    ...createOffersFactories(db),
    ...createReviewsFactories(db),
  };
}

export type Builders = ReturnType<typeof createBuilders>;

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listRoutes } from './test-support/http.js';
import { useTestApp } from './test-support/test-app.js';

/**
 * ADR 017: each domain registers its own routes in the staff areas, beside its customer routes, in its
 * `<domain>.staff-routes.ts` (under the area's prefix, behind the area's role, through `staffArea`);
 * an area module keeps only what is the area's own. So every staff route is found in one kind of file.
 */
const SRC = import.meta.dirname;
const sources = fs
  .readdirSync(SRC, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(SRC, f), 'utf8') }));

const t = useTestApp();

describe('staff-area routes (ADR 017)', () => {
  it('are registered only from a module’s <domain>.staff-routes.ts', () => {
    const registering = sources.filter(({ text }) => /\bstaffArea\s*\(/.test(text)).map(({ file }) => file);
    expect(registering.filter((f) => f !== 'http/guard.ts').sort()).toEqual([
      'modules/analytics/analytics.staff-routes.ts',
      'modules/audit/audit.staff-routes.ts',
      'modules/cart/cart.staff-routes.ts',
      'modules/catalogue/catalogue.staff-routes.ts',
      'modules/deliveries/deliveries.staff-routes.ts',
      'modules/drivers/drivers.staff-routes.ts',
      'modules/offers/offers.staff-routes.ts',
      'modules/orders/orders.staff-routes.ts',
      'modules/reviews/reviews.staff-routes.ts',
      'modules/shops/shops.staff-routes.ts',
      'modules/support/support.staff-routes.ts',
      'modules/tracking/tracking.staff-routes.ts',
    ]);
  });

  it('keep their URLs: the orders’ moves, a retailer’s shops, the admin’s shop list, the driver’s record', () => {
    const staff = listRoutes(t.app)
      .filter((r) => /^\/api\/(retailer|driver|admin)\//.test(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(staff).toEqual([
      'DELETE /api/retailer/blocks/:id',
      'DELETE /api/retailer/listings/:id/images/:imageId',
      'DELETE /api/retailer/shop/logo',
      'DELETE /api/retailer/shop/pause',
      'GET /api/admin/audit',
      'GET /api/admin/audit.csv',
      'GET /api/admin/dashboard',
      'GET /api/admin/delivery-settings',
      'GET /api/admin/drivers',
      'GET /api/admin/drivers/locations',
      'GET /api/admin/orders',
      'GET /api/admin/orders/:id',
      'GET /api/admin/orders/late',
      'GET /api/admin/promo-codes',
      'GET /api/admin/reviews/reported',
      'GET /api/admin/shops',
      'GET /api/admin/shops/:id',
      'GET /api/admin/shops/pending',
      'GET /api/admin/support',
      'GET /api/admin/support/:id',
      'GET /api/driver/dashboard',
      'GET /api/driver/deliveries',
      'GET /api/driver/deliveries/:id',
      'GET /api/driver/me',
      'GET /api/retailer/analytics',
      'GET /api/retailer/analytics/orders.csv',
      'GET /api/retailer/blocks',
      'GET /api/retailer/bookings',
      'GET /api/retailer/listings',
      'GET /api/retailer/listings/:id',
      'GET /api/retailer/listings/export.csv',
      'GET /api/retailer/listings/summary',
      'GET /api/retailer/listings/template.csv',
      'GET /api/retailer/offers',
      'GET /api/retailer/orders',
      'GET /api/retailer/orders/:id',
      'GET /api/retailer/orders/:id/invoice',
      'GET /api/retailer/orders/summary',
      'GET /api/retailer/promo-codes',
      'GET /api/retailer/reviews',
      'GET /api/retailer/shop',
      'GET /api/retailer/shops',
      'PATCH /api/admin/drivers/:id',
      'PATCH /api/driver/me',
      'PATCH /api/retailer/listings/:id',
      'PATCH /api/retailer/offers/:id',
      'PATCH /api/retailer/shop',
      'POST /api/admin/orders/:id/status',
      'POST /api/admin/promo-codes',
      'POST /api/admin/promo-codes/:id/disable',
      'POST /api/admin/reviews/:id/hide',
      'POST /api/admin/reviews/:id/keep',
      'POST /api/admin/shops/:id/approve',
      'POST /api/admin/shops/:id/reinstate',
      'POST /api/admin/shops/:id/reject',
      'POST /api/admin/shops/:id/suspend',
      'POST /api/admin/support/:id/answer',
      'POST /api/admin/support/:id/close',
      'POST /api/driver/deliveries/:id/accept',
      'POST /api/driver/deliveries/:id/decline',
      'POST /api/driver/deliveries/:id/deliver',
      'POST /api/driver/deliveries/:id/photo',
      'POST /api/driver/deliveries/:id/pickup',
      'POST /api/driver/location',
      'POST /api/retailer/blocks',
      'POST /api/retailer/listings',
      'POST /api/retailer/listings/:id/images',
      'POST /api/retailer/listings/:id/status',
      'POST /api/retailer/listings/import',
      'POST /api/retailer/listings/status',
      'POST /api/retailer/offers',
      'POST /api/retailer/offers/:id/end',
      'POST /api/retailer/orders/:id/accept',
      'POST /api/retailer/orders/:id/complete',
      'POST /api/retailer/orders/:id/ready',
      'POST /api/retailer/orders/:id/reject',
      'POST /api/retailer/orders/:id/status',
      'POST /api/retailer/promo-codes',
      'POST /api/retailer/promo-codes/:id/disable',
      'POST /api/retailer/reviews/:id/reply',
      'POST /api/retailer/reviews/:id/report',
      'POST /api/retailer/shop/logo',
      'POST /api/retailer/shop/pause',
      'PUT /api/admin/delivery-settings',
      'PUT /api/driver/status',
      'PUT /api/retailer/listings/:id/images/order',
    ]);
  });
});

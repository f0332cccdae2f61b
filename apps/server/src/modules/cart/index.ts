import type { FastifyPluginAsync } from 'fastify';
import { READ_RATE_LIMIT_PER_MINUTE_DEFAULT } from '../../config.js';
import type { SessionReader } from '../../http/guard.js';
import { createAttemptsRepository } from '../../platform/attempts.js';
import type { ModuleContext } from '../../platform/module.js';
import { defineModule } from '../../platform/module.js';
import { createCartPolicy } from './cart.policy.js';
import { createCartRepository } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import type { CartService } from './cart.service.js';
import { createCartService } from './cart.service.js';
import { cartStaffRoutes } from './cart.staff-routes.js';
import { createSchedulePolicy } from './schedule.policy.js';
import { createScheduleRepository } from './schedule.repository.js';
import { createScheduleService } from './schedule.service.js';
import './cart.events.js';

/** How often lapsed holds are deleted; they stop counting the moment they expire regardless. */
const HOLD_SWEEP_MS = 60_000;

/** The cart, time-slot holds and availability (ADR 007). */
export function createCartModule(ctx: ModuleContext & { auth: SessionReader }) {
  const service = createCartService({
    repo: createCartRepository(ctx.db),
    policy: createCartPolicy(ctx.db),
    bus: ctx.bus,
    attempts: createAttemptsRepository(ctx.db),
    clock: ctx.clock,
  });
  const scheduleRepo = createScheduleRepository(ctx.db);
  const schedule = createScheduleService({
    repo: scheduleRepo,
    policy: createSchedulePolicy(scheduleRepo),
    clock: ctx.clock,
  });
  ctx.jobs.define({ name: 'cart.sweep_expired_holds', everyMs: HOLD_SWEEP_MS, run: service.cleanupExpired });

  const plugin: FastifyPluginAsync = async (app) => {
    const checksPerMinute = ctx.config.READ_RATE_LIMIT_PER_MINUTE ?? READ_RATE_LIMIT_PER_MINUTE_DEFAULT;
    await app.register(cartRoutes({ auth: ctx.auth, cart: service, checksPerMinute }), { prefix: '/api' });
    await app.register(cartStaffRoutes({ auth: ctx.auth, schedule }));
  };
  return { service, plugin };
}

export type { CheckoutCartLine } from './cart.repository.js';
export { cartCheckout } from './cart.repository.js';
export { bookings, cartItems } from './cart.schema.js';
export type { CartService } from './cart.service.js';
export { toCartItem } from './cart.service.js';

export const cartModule = defineModule({
  name: 'cart',
  needs: ['auth'],
  build: (ctx) => {
    const { service, plugin } = createCartModule(ctx);
    return { plugin, provides: { cart: service } };
  },
});

declare module '../../platform/module.js' {
  interface Services {
    cart: CartService;
  }
}

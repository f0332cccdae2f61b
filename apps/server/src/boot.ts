import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AuthService } from './modules/auth/index.js';
import { demoAccountsFor, seedDemoAccounts } from './seed/demo-accounts.js';
import { seedDemoOrders } from './seed/demo-orders.js';
import { seedIfEmpty } from './seed/seed.js';

export type BootSeedConfig = Pick<
  Config,
  'NODE_ENV' | 'SEED_DEMO' | 'UPLOADS_DIR' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'
>;

/**
 * What a start writes before it listens: with SEED_DEMO (the default everywhere but production), the
 * demo catalogue and demo accounts into an empty database (and, given the app, the demo shop's orders,
 * placed through its routes); and the admin of ADMIN_EMAIL and
 * ADMIN_PASSWORD when both are set. The demo passwords are published in the README, so a production
 * start never creates a demo account, even when asked for demo data: it seeds the catalogue only.
 */
export async function seedOnBoot(
  config: BootSeedConfig,
  db: Db,
  auth: AuthService,
  /** The app itself: the demo customer places the demo shop's orders through its routes. */
  front?: Parameters<typeof seedDemoOrders>[0],
) {
  const seeded = config.SEED_DEMO ? await seedIfEmpty(db, { uploadsDir: config.UPLOADS_DIR }) : null;
  const accounts = demoAccountsFor(config.NODE_ENV);
  if (seeded?.seeded && accounts.length) {
    await seedDemoAccounts(db, auth, accounts);
    if (front) await seedDemoOrders(front, db);
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await auth.ensureAccount({
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: 'Admin',
      role: 'admin',
    });
  }
}

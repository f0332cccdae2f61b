import type { Role } from '@haflah/contracts';
import type { Db } from '../db/client.js';
import { createAddressesFactories } from '../modules/addresses/addresses.factories.js';
import type { AuthService } from '../modules/auth/index.js';
import { createDriversFactories } from '../modules/drivers/drivers.factories.js';
import { createShopsFactories } from '../modules/shops/shops.factories.js';

/**
 * One account per role, printed by `npm start` in development and listed in the README. Their
 * passwords are public: a production start never creates any of them (`demoAccountsFor`).
 */
export const DEMO_ACCOUNTS: Array<{ role: Role; email: string; password: string; name: string }> = [
  { role: 'customer', email: 'customer@haflah.demo', password: 'Haflah-demo-1', name: 'Fatima Ali' },
  { role: 'retailer', email: 'retailer@haflah.demo', password: 'Haflah-demo-1', name: 'Maryam Hasan' },
  { role: 'driver', email: 'driver@haflah.demo', password: 'Haflah-demo-1', name: 'Yusuf Ahmed' },
  { role: 'admin', email: 'admin@haflah.demo', password: 'Haflah-demo-1', name: 'Haflah Admin' },
];

/** The demo retailer runs this seeded shop. */
export const DEMO_RETAILER_SHOP = 'sugar-pearl';

/**
 * The demo accounts a start may create: in production none, since anyone who reads the README could
 * sign in as them (SEED_DEMO=true there seeds the catalogue only).
 */
export function demoAccountsFor(nodeEnv: string) {
  return nodeEnv === 'production' ? [] : DEMO_ACCOUNTS;
}

export async function seedDemoAccounts(db: Db, auth: AuthService, accounts = DEMO_ACCOUNTS) {
  for (const account of accounts) {
    const userId = await auth.ensureAccount(account);
    if (account.role === 'retailer') await createShopsFactories(db).setOwner(DEMO_RETAILER_SHOP, userId);
    // The demo driver has a driver record, as a signed-up one does (the admin's drivers screen lists it).
    if (account.role === 'driver')
      await createDriversFactories(db).driverRecord(
        { id: userId, name: account.name, email: account.email },
        {
          phone: '+97339001234',
          vehicleType: 'motorcycle',
          licensePlate: '123456',
          rating: 4.8,
          totalDeliveries: 126,
        },
      );
    // The demo customer can check out at once: a saved home address in Adliya, Manama, with its pin (the
    // tracking map shows it as the destination; cards are added in test mode).
    if (account.role === 'customer')
      await createAddressesFactories(db).address({
        userId,
        labelKind: 'home',
        governorate: 'capital',
        area: 'Adliya',
        block: '338',
        road: '3803',
        building: '1205',
        flat: '12',
        directions: 'Next to the pharmacy',
        contactPhone: '+97336001234',
        lat: 26.2125,
        lng: 50.5925,
        isDefault: true,
      });
  }
}

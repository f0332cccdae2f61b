import { driverMeResponseSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, login, nextIp, uniqueEmail } from '../../test-support/http.js';
import {
  DRIVER_URL,
  driverBody,
  expectError,
  expectSignedUp,
  SIGN_UP_PASSWORD as PASSWORD,
  RETAILER_URL,
  refusedSignUpTests,
  retailerBody,
  signUpHelpers,
} from '../../test-support/sign-ups.js';
import { useTestApp } from '../../test-support/test-app.js';
import { drivers } from './drivers.schema.js';

// One database for the file; every test uses its own emails and client IPs. What driver and retailer
// sign-ups share (one limiter, one email at a time) is tested in shops.routes.test.ts.
const t = useTestApp();
const { post, get, driverCount, sessionUser, refuseRows, expectNoTraceOf } = signUpHelpers(t);

describe('driver sign-up', () => {
  it('creates a signed-in driver account and its driver record, offline', async () => {
    const body = driverBody({ name: '<i>Yusuf</i> Ahmed' });
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    expect(created).toMatchObject({
      email: body.email,
      name: 'Yusuf Ahmed',
      phone: '+97339000000',
      role: 'driver',
    });

    const me = await get('/api/driver/me', cookie);
    expect(me.statusCode, me.body).toBe(200);
    expect(driverMeResponseSchema.parse(me.json())).toEqual({
      user: created,
      driver: {
        id: created.id,
        name: 'Yusuf Ahmed',
        phone: '+97339000000',
        email: body.email,
        vehicleType: 'motorcycle',
        licensePlate: 'AB 1234',
        status: 'offline',
        isActive: true,
        currentOrders: 0,
        maxOrders: 3,
        rating: 0,
        totalDeliveries: 0,
        currentLocation: null,
      },
    });

    // A driver is no retailer and no admin.
    expectError(await get('/api/retailer/shops', cookie), 403, 'FORBIDDEN');
    expectError(await get('/api/admin/shops?status=pending', cookie), 403, 'FORBIDDEN');
    // …and a retailer is no driver. (Signed up here rather than built: a built session is refreshed on
    // its first request, and expectError also checks that no session cookie comes back.)
    const shop = expectSignedUp(await post(RETAILER_URL, retailerBody()));
    expectError(await get('/api/driver/me', shop.cookie), 403, 'FORBIDDEN');
    expectError(await get('/api/driver/me'), 401, 'UNAUTHENTICATED');
  });

  it('signs the new driver in with the password given', async () => {
    const body = driverBody({ vehicleType: 'van', licensePlate: '٤٥٦٧٨' });
    expectSignedUp(await post(DRIVER_URL, body));
    const cookie = await login(t.app, body.email as string, PASSWORD);
    const me = driverMeResponseSchema.parse((await get('/api/driver/me', cookie)).json());
    expect(me.driver).toMatchObject({ vehicleType: 'van', licensePlate: '45678' });
  });
});

describe('refused sign-ups create nothing', () => {
  refusedSignUpTests(t, {
    url: DRIVER_URL,
    body: driverBody,
    cases: [
      ['a bad plate', { licensePlate: '12#45' }, 'body.licensePlate'],
      ['an Arabic plate', { licensePlate: 'بحرين' }, 'body.licensePlate'],
      ['an unknown vehicle', { vehicleType: 'bicycle' }, 'body.vehicleType'],
      ['a name with digits', { name: 'R2D2' }, 'body.name'],
      ['no phone', { phone: undefined }, 'body.phone'],
    ],
    badPhone: '+973 1234',
    spelling: ['spacing', (email) => ` ${email}`],
  });

  it('refuses ALREADY_SIGNED_IN when this browser is signed in with that email, whatever its case', async () => {
    const body = driverBody();
    const { cookie } = expectSignedUp(await post(DRIVER_URL, body));
    const driversBefore = await driverCount();
    const again = expectError(
      await post(DRIVER_URL, { ...body, email: (body.email as string).toUpperCase() }, { cookie }),
      409,
      'ALREADY_SIGNED_IN',
    );
    expect(again.message).toBe('You are already logged in with this email. Please sign out first.');
    expect(await driverCount()).toBe(driversBefore);
    // The session is untouched.
    expect((await sessionUser(cookie))?.email).toBe(body.email);

    // A retailer signed in with the email they now try to sign up a driver with.
    const retailer = await t.factories.user({ role: 'retailer', email: uniqueEmail('shop') });
    expectError(
      await post(DRIVER_URL, driverBody({ email: retailer.email.toUpperCase() }), {
        cookie: retailer.cookie,
      }),
      409,
      'ALREADY_SIGNED_IN',
    );
    expect(await driverCount()).toBe(driversBefore);
  });

  it('lets a browser signed in with another account sign up a new one (and switches to it)', async () => {
    const customer = await t.factories.user({ role: 'customer' });
    const body = driverBody();
    const { cookie } = expectSignedUp(await post(DRIVER_URL, body, { cookie: customer.cookie }));
    expect((await sessionUser(cookie))?.role).toBe('driver');
  });
});

describe('a failure after the account is made', () => {
  it('removes the account again when the driver record cannot be stored, and the email stays free', async () => {
    const body = driverBody({ name: 'Fail Records' });
    await refuseRows('drivers', 'name', 'Fail Records', async () => {
      const res = await post(DRIVER_URL, body);
      expectError(res, 500, 'INTERNAL');
    });
    await expectNoTraceOf(body.email as string);
    // Nothing half-made blocks a second try.
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    expect(created.role).toBe('driver');
    expect((await get('/api/driver/me', cookie)).statusCode).toBe(200);
  });
});

describe('data export', () => {
  it("includes a driver's record", async () => {
    const body = driverBody();
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    const data = JSON.parse((await get('/api/account/export', cookie)).body);
    expect(data.shops).toEqual([]);
    expect(data.driver).toMatchObject({
      id: created.id,
      name: 'Yusuf Ahmed',
      email: body.email,
      phone: '+97339000000',
      vehicleType: 'motorcycle',
      licensePlate: 'AB 1234',
      status: 'offline',
    });
  });
});

describe('account deletion (Bahrain PDPL)', () => {
  const del = (cookie: string) => call(t.app, 'DELETE', '/api/account', undefined, { ip: nextIp(), cookie });

  it("deletes a driver's record with the account", async () => {
    const body = driverBody();
    const { user: created, cookie } = expectSignedUp(await post(DRIVER_URL, body));
    expect((await del(cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(drivers).where(eq(drivers.id, created.id))).toEqual([]);
  });
});

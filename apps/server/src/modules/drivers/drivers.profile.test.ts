import { apiErrorSchema, driverSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { drivers } from './drivers.schema.js';

// PATCH /api/driver/me: the settings screen. There is no id in the URL: the row is always the
// session's own, so the wrong-user sweep has no row for it; here, a driver's change is shown to leave
// every other driver's row as it was.
const t = useTestApp();

const patchMe = (body: unknown, cookie?: string) =>
  call(t.app, 'PATCH', '/api/driver/me', body, { cookie, ip: '10.25.0.1' });
const stored = async (id: string) => (await t.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;

describe('PATCH /api/driver/me', () => {
  it('changes the driver’s own name, phone (+973), vehicle and plate, and answers the record', async () => {
    const me = await t.factories.driver({ vehicleType: 'motorcycle', licensePlate: '111111' });
    const res = await patchMe(
      { name: '<b>Yusuf</b> Ali', phone: '3600 1234', vehicleType: 'van', licensePlate: 'ab ١٢٣٤' },
      me.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(driverSchema.parse(res.json())).toMatchObject({
      id: me.id,
      name: 'Yusuf Ali',
      phone: '+97336001234',
      vehicleType: 'van',
      licensePlate: 'AB 1234',
    });
    expect(await stored(me.id)).toMatchObject({
      name: 'Yusuf Ali',
      phone: '+97336001234',
      vehicleType: 'van',
      licensePlate: 'AB 1234',
    });
  });

  it('changes only the fields sent, and nothing else of the record (status, counts, active)', async () => {
    const me = await t.factories.driver({ status: 'busy', currentOrders: 1, totalDeliveries: 9 });
    const before = await stored(me.id);
    const res = await patchMe({ vehicleType: 'car' }, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(me.id);
    expect({ ...after, updatedAt: before.updatedAt }).toEqual({ ...before, vehicleType: 'car' });
  });

  it('never changes another driver’s row, whatever the body names', async () => {
    const me = await t.factories.driver();
    const other = await t.factories.driver({ phone: '+97339007777', licensePlate: '222222' });
    const otherBefore = await stored(other.id);
    // An id in the body is not part of the shape (dropped); the row written is the session's.
    const res = await patchMe({ id: other.id, name: 'Taken Over', licensePlate: '333333' }, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(driverSchema.parse(res.json()).id).toBe(me.id);
    expect(await stored(other.id)).toEqual(otherBefore);
    expect(await stored(me.id)).toMatchObject({ name: 'Taken Over', licensePlate: '333333' });
  });

  it('refuses a bad phone, plate, vehicle or name, and writes nothing', async () => {
    const me = await t.factories.driver();
    const before = await stored(me.id);
    const invalidPhone = await patchMe({ phone: '123456' }, me.cookie);
    expect(invalidPhone.statusCode).toBe(400);
    expect(codeOf(invalidPhone)).toBe('INVALID_PHONE');
    for (const body of [
      { licensePlate: '12#45' },
      { vehicleType: 'bicycle' },
      { name: '' },
      { phone: 'abc' },
    ]) {
      const res = await patchMe(body, me.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_FAILED');
    }
    expect(await stored(me.id)).toEqual(before);
  });

  it('is the driver area’s: 401 signed out, 403 for a customer or a retailer', async () => {
    expect((await patchMe({ name: 'Nobody' })).statusCode).toBe(401);
    const customer = await t.factories.user({ role: 'customer' });
    expect((await patchMe({ name: 'Nobody' }, customer.cookie)).statusCode).toBe(403);
    const retailer = await t.factories.user({ role: 'retailer' });
    expect((await patchMe({ name: 'Nobody' }, retailer.cookie)).statusCode).toBe(403);
  });

  it('answers 404 for a driver account without a driver record', async () => {
    const account = await t.factories.user({ role: 'driver' });
    const res = await patchMe({ name: 'No Record' }, account.cookie);
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('NOT_FOUND');
  });
});

import { type Address, type AddressInput, MAX_ADDRESSES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { addresses } from './addresses.schema.js';

const t = useTestApp();

const customer = () => t.factories.user({ role: 'customer' });

const HOME: AddressInput = {
  labelKind: 'home',
  governorate: 'capital',
  area: 'Adliya',
  block: '338',
  road: '3803',
  building: '1205',
  flat: '21',
  directions: 'Blue gate, next to the bakery',
  contactPhone: '3600 1234',
};
const VENUE: AddressInput = {
  labelKind: 'other',
  label: "Grandma's majlis",
  governorate: 'muharraq',
  area: 'Muharraq',
  block: '211',
  road: '1130',
  building: '77',
  contactPhone: '+973 3911 2233',
  pin: { lat: 26.2572, lng: 50.6119 },
};

const list = async (cookie: string): Promise<Address[]> => {
  const res = await call(t.app, 'GET', '/api/addresses', undefined, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().addresses;
};
const add = (cookie: string, body: unknown) => call(t.app, 'POST', '/api/addresses', body, { cookie });

describe('addresses API', () => {
  it('needs a signed-in user for every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', `/api/addresses/${id}`],
      ['POST', `/api/addresses/${id}/default`],
      ['DELETE', `/api/addresses/${id}`],
    ] as const) {
      const res = await call(t.app, method, url, method === 'GET' || method === 'DELETE' ? undefined : HOME);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds addresses in Bahrain form: the first is the default, the phone is stored as E.164', async () => {
    const { cookie } = await customer();
    const first = await add(cookie, HOME);
    expect(first.statusCode).toBe(201);
    const [home] = first.json().addresses as Address[];
    expect(home).toMatchObject({
      labelKind: 'home',
      label: null,
      governorate: 'capital',
      block: '338',
      flat: '21',
      contactPhone: '+97336001234',
      pin: null,
      isDefault: true,
    });
    const second = await add(cookie, VENUE);
    expect(second.statusCode).toBe(201);
    const listed = second.json().addresses as Address[];
    // The default first, then the newest.
    expect(listed.map((a) => [a.label ?? a.labelKind, a.isDefault])).toEqual([
      ['home', true],
      ["Grandma's majlis", false],
    ]);
    expect(listed[1]?.pin).toEqual({ lat: 26.2572, lng: 50.6119 });
    expect(listed[1]?.contactPhone).toBe('+97339112233');
  });

  it('takes Arabic-Indic digits and stores Latin ones; strips markup', async () => {
    const { cookie } = await customer();
    const res = await add(cookie, {
      ...HOME,
      block: '٣٣٨',
      road: '٣٨٠٣',
      building: '<b>١٢٠٥</b>',
      contactPhone: '٣٦٠٠ ١٢٣٤',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().addresses[0]).toMatchObject({
      block: '338',
      road: '3803',
      building: '1205',
      contactPhone: '+97336001234',
    });
  });

  it.each([
    ['a block of 2 digits', { block: '12' }, 'block'],
    ['a block of 5 digits', { block: '12345' }, 'block'],
    ['no area', { area: '' }, 'area'],
    ['no building', { building: ' ' }, 'building'],
    ['an unknown governorate', { governorate: 'dubai' }, 'governorate'],
    ['Other without a name', { labelKind: 'other', label: '' }, 'label'],
    ['a pin outside Bahrain (Dubai)', { pin: { lat: 25.2048, lng: 55.2708 } }, 'pin'],
  ])(
    'refuses %s with VALIDATION_FAILED naming the field, and saves nothing',
    async (_name, change, field) => {
      const { cookie } = await customer();
      const res = await add(cookie, { ...HOME, ...change });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
      expect(await list(cookie)).toEqual([]);
    },
  );

  it.each([
    ['not a number', '12'],
    ['a Saudi number', '+966 50 123 4567'],
  ])('refuses a contact phone that is %s with INVALID_PHONE', async (_name, contactPhone) => {
    const { cookie } = await customer();
    const res = await add(cookie, { ...HOME, contactPhone });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(contactPhone === '12' ? 'VALIDATION_FAILED' : 'INVALID_PHONE');
    expect(await list(cookie)).toEqual([]);
  });

  it('keeps one default: isDefault on add or edit moves it, and so does /default', async () => {
    const { cookie } = await customer();
    await add(cookie, HOME);
    let listed: Address[] = (await add(cookie, { ...VENUE, isDefault: true })).json().addresses;
    expect(listed.filter((a) => a.isDefault).map((a) => a.labelKind)).toEqual(['other']);
    const home = listed.find((a) => a.labelKind === 'home')!;

    listed = (await call(t.app, 'POST', `/api/addresses/${home.id}/default`, undefined, { cookie })).json()
      .addresses;
    expect(listed.filter((a) => a.isDefault).map((a) => a.id)).toEqual([home.id]);

    const venue = listed.find((a) => a.labelKind === 'other')!;
    const edited = await call(
      t.app,
      'PUT',
      `/api/addresses/${venue.id}`,
      { ...VENUE, road: '1131', flat: '', isDefault: true },
      { cookie },
    );
    expect(edited.statusCode).toBe(200);
    listed = edited.json().addresses;
    expect(listed[0]).toMatchObject({ id: venue.id, road: '1131', flat: null, isDefault: true });
    expect(listed.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('an edit without isDefault leaves the default where it is', async () => {
    const { cookie } = await customer();
    const [home] = (await add(cookie, HOME)).json().addresses as Address[];
    const res = await call(t.app, 'PUT', `/api/addresses/${home!.id}`, { ...HOME, area: 'Seef' }, { cookie });
    expect(res.json().addresses[0]).toMatchObject({ area: 'Seef', isDefault: true });
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const { cookie } = await customer();
    await add(cookie, HOME);
    await add(cookie, VENUE);
    const listed: Address[] = (await add(cookie, { ...HOME, labelKind: 'work', block: '428' })).json()
      .addresses;
    const home = listed.find((a) => a.labelKind === 'home')!;
    const res = await call(t.app, 'DELETE', `/api/addresses/${home.id}`, undefined, { cookie });
    expect(res.statusCode).toBe(200);
    const after: Address[] = res.json().addresses;
    expect(after.map((a) => [a.labelKind, a.isDefault])).toEqual([
      ['work', true],
      ['other', false],
    ]);
    // The last one goes too: nothing left, nothing default.
    for (const a of after) await call(t.app, 'DELETE', `/api/addresses/${a.id}`, undefined, { cookie });
    expect(await list(cookie)).toEqual([]);
  });

  it(`stops at ${MAX_ADDRESSES} addresses with ADDRESS_LIMIT`, async () => {
    const { cookie, id } = await customer();
    for (let i = 1; i < MAX_ADDRESSES; i++) await t.factories.address({ userId: id });
    expect((await add(cookie, HOME)).statusCode).toBe(201);
    const res = await add(cookie, HOME);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ADDRESS_LIMIT');
    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, id));
    expect(rows).toHaveLength(MAX_ADDRESSES);
  });

  it("answers 404 for another customer's address, and an unknown id, and changes nothing", async () => {
    const owner = await customer();
    const [address] = (await add(owner.cookie, HOME)).json().addresses as Address[];
    const stranger = await customer();
    for (const [method, url, body] of [
      ['PUT', `/api/addresses/${address!.id}`, VENUE],
      ['POST', `/api/addresses/${address!.id}/default`, undefined],
      ['DELETE', `/api/addresses/${address!.id}`, undefined],
      ['DELETE', '/api/addresses/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const res = await call(t.app, method, url, body, { cookie: stranger.cookie });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await list(stranger.cookie)).toEqual([]);
    expect(await list(owner.cookie)).toEqual([address]);
  });

  it('is in the data export, and goes with the account', async () => {
    const { cookie } = await customer();
    await add(cookie, VENUE);
    const exported = await call(t.app, 'GET', '/api/account/export', undefined, { cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().addresses).toEqual([expect.objectContaining({ label: "Grandma's majlis" })]);
  });
});

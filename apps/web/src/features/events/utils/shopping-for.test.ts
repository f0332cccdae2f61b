import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestsToPlanFor, type ShoppingFor } from './shopping-for';

const KEY = 'haflah.shoppingForEvent';
const ID = '00000000-0000-4000-8000-000000000700';

/** The module as a new page load finds it: its store starts from what the tab kept. */
async function loadWith(kept: string | null) {
  if (kept === null) sessionStorage.removeItem(KEY);
  else sessionStorage.setItem(KEY, kept);
  vi.resetModules();
  return import('./shopping-for');
}

afterEach(() => sessionStorage.removeItem(KEY));

describe('shopping for an event', () => {
  it('keeps the event for the tab, and a new page load reads it back', async () => {
    const event: ShoppingFor = {
      id: ID,
      title: "Sara's birthday",
      date: '2026-12-05',
      venueAddressId: null,
      headcount: 12,
      expectedGuests: 40,
    };
    const first = await loadWith(null);
    first.shopForEvent(event);
    expect(first.getShoppingFor()).toEqual(event);
    const again = await loadWith(sessionStorage.getItem(KEY));
    expect(again.getShoppingFor()).toEqual(event);
    again.shopForEvent(null);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('reads what an older version kept (the id and the title only)', async () => {
    const { getShoppingFor } = await loadWith(JSON.stringify({ id: ID, title: 'Eid lunch' }));
    expect(getShoppingFor()).toEqual({
      id: ID,
      title: 'Eid lunch',
      date: null,
      venueAddressId: null,
      headcount: null,
      expectedGuests: null,
    });
  });

  it('ignores fields of the wrong type, and anything without an id and a title', async () => {
    const odd = { id: ID, title: 'X', date: 5, venueAddressId: {}, headcount: -1, expectedGuests: 'ten' };
    expect((await loadWith(JSON.stringify(odd))).getShoppingFor()).toMatchObject({
      date: null,
      venueAddressId: null,
      headcount: null,
      expectedGuests: null,
    });
    expect((await loadWith(JSON.stringify({ title: 'X' }))).getShoppingFor()).toBeNull();
    expect((await loadWith('null')).getShoppingFor()).toBeNull();
    expect((await loadWith('{not json')).getShoppingFor()).toBeNull();
  });

  it.each([
    [null, null, null],
    [0, 40, 40],
    [52, 40, 52],
    [null, 25, 25],
    [0, null, null],
  ])('plans for the larger of headcount %s and estimate %s: %s', (headcount, expectedGuests, want) => {
    const event = { id: ID, title: 'X', date: null, venueAddressId: null, headcount, expectedGuests };
    expect(guestsToPlanFor(event)).toBe(want);
  });

  it('plans for no one when not shopping for an event', () => {
    expect(guestsToPlanFor(null)).toBeNull();
  });
});

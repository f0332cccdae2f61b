import { createStore } from '../../../lib/store';

/**
 * The event the customer is shopping for ("Shop for this event"): kept for the tab's session, so
 * checkout can tie the orders to it (PlaceOrderRequest.eventId). Checkout reads it without importing
 * this feature's screens.
 */
export interface ShoppingFor {
  id: string;
  title: string;
}

const KEY = 'haflah.shoppingForEvent';

function read(): ShoppingFor | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ShoppingFor>) : null;
    return value && typeof value.id === 'string' && typeof value.title === 'string'
      ? { id: value.id, title: value.title }
      : null;
  } catch {
    return null;
  }
}

const store = createStore<ShoppingFor | null>(read());

export function shopForEvent(event: ShoppingFor | null) {
  try {
    if (event) sessionStorage.setItem(KEY, JSON.stringify(event));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode: it still holds for this page.
  }
  store.set(event);
}

export const getShoppingFor = store.get;
export const useShoppingFor = store.use;

import { createStore } from '../../../lib/store';

/**
 * The event the customer is shopping for ("Shop for this event"): kept for the tab's session, so
 * checkout can tie the orders to it (PlaceOrderRequest.eventId), and so planning can start from it
 * (the venue as the delivery address, the event's day in the time-slot dialog, the guests expected).
 * Pages read it without importing this feature's screens.
 */
export interface ShoppingFor {
  id: string;
  title: string;
  /** Bahrain calendar day, `YYYY-MM-DD`; null when kept by an older version of the app. */
  date: string | null;
  /** The saved address the venue was copied from, while it exists. */
  venueAddressId: string | null;
  /** The guests going and their companions, as last seen on the event's page. */
  headcount: number | null;
  expectedGuests: number | null;
}

const KEY = 'haflah.shoppingForEvent';

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

// Tolerant: a tab may hold what an older version kept (only the id and the title).
function read(): ShoppingFor | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Record<string, unknown> | null) : null;
    if (!value || typeof value.id !== 'string' || typeof value.title !== 'string') return null;
    return {
      id: value.id,
      title: value.title,
      date: text(value.date),
      venueAddressId: text(value.venueAddressId),
      headcount: count(value.headcount),
      expectedGuests: count(value.expectedGuests),
    };
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

/**
 * How many guests to plan for: the headcount once the answers pass the host's estimate, else the
 * estimate; null when neither is known.
 */
export function guestsToPlanFor(event: ShoppingFor | null): number | null {
  if (!event) return null;
  const most = Math.max(event.headcount ?? 0, event.expectedGuests ?? 0);
  return most > 0 ? most : null;
}

export const getShoppingFor = store.get;
export const useShoppingFor = store.use;

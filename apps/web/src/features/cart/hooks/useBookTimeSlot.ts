import type { ItemSummary } from '@haflah/contracts';
import { createStore } from '../../../lib/store';

/**
 * What the time-slot dialog needs to know about the listing being booked; the product page also knows
 * how many guests one serves (ItemDetail).
 */
export type BookableItem = Pick<ItemSummary, 'id' | 'name' | 'hourlyRateFils'> & {
  /** Unknown when booking again from a cart line or an order: the availability answer says it. */
  capacity: number | null;
  servesGuests?: number | null;
};

/**
 * "Pick a time" for a booking made before (a lapsed hold in the cart, an order's booking): the dialog
 * opens on the same start (or the first later day it can), duration and quantity. With `lineId`,
 * Reserve holds that cart line again instead of adding one.
 */
export interface BookingPrefill {
  /** The earlier start (ISO instant). */
  start: string;
  hours: number;
  quantity: number;
  lineId?: string;
}

export interface TimeSlotDialogState {
  item: BookableItem | null;
  prefill?: BookingPrefill;
  /** Bumped on every open, so a re-open starts the dialog fresh. */
  session: number;
}

// Opened from cards and the product page, shown by one host in the app shell (like the sign-in dialog).
const store = createStore<TimeSlotDialogState>({ item: null, session: 0 });

export function closeTimeSlotDialog() {
  const state = store.get();
  if (state.item) store.set({ item: null, session: state.session });
}

export const useTimeSlotDialogState = store.use;

/**
 * Spec §2: items that need a time slot open the time-slot dialog. Anyone may look for a free slot
 * (spec §5: anonymous users can browse); Reserve, which puts a hold in the cart, asks a signed-out
 * user to sign in first and then reserves the slot they picked.
 */
export function useBookTimeSlot() {
  return (item: BookableItem, prefill?: BookingPrefill) =>
    store.set({ item, prefill, session: store.get().session + 1 });
}

import type { ItemSummary } from '@haflah/contracts';
import { createStore } from '../../../lib/store';
import { useRequireSignIn } from './useAddToCart';

/** What the time-slot dialog needs to know about the listing being booked. */
export type BookableItem = Pick<ItemSummary, 'id' | 'name' | 'capacity' | 'hourlyRateFils'>;

export interface TimeSlotDialogState {
  item: BookableItem | null;
  /** Bumped on every open, so a re-open starts the dialog fresh. */
  session: number;
}

// Opened from cards and the product page, shown by one host in the app shell (like the sign-in dialog).
const store = createStore<TimeSlotDialogState>({ item: null, session: 0 });

export function closeTimeSlotDialog() {
  const state = store.get();
  if (state.item) store.set({ ...state, item: null });
}

export const useTimeSlotDialogState = store.use;

/**
 * Spec §2: items that need a time slot open the time-slot dialog. Booking puts a hold in the cart, so
 * it needs a signed-in user first, like quick-add.
 */
export function useBookTimeSlot() {
  const requireSignIn = useRequireSignIn();
  return (item: BookableItem) => {
    if (requireSignIn()) store.set({ item, session: store.get().session + 1 });
  };
}

import type { ItemSummary } from '@haflah/contracts';
import { useSyncExternalStore } from 'react';
import { useRequireSignIn } from './useAddToCart';

/** What the time-slot dialog needs to know about the listing being booked. */
export type BookableItem = Pick<ItemSummary, 'id' | 'name' | 'capacity' | 'hourlyRateFils'>;

export interface TimeSlotDialogState {
  item: BookableItem | null;
  /** Bumped on every open, so a re-open starts the dialog fresh. */
  session: number;
}

// Opened from cards and the product page, shown by one host in the app shell (like the sign-in dialog).
let state: TimeSlotDialogState = { item: null, session: 0 };
const listeners = new Set<() => void>();
function emit(next: TimeSlotDialogState) {
  state = next;
  for (const l of listeners) l();
}

export function closeTimeSlotDialog() {
  if (state.item) emit({ ...state, item: null });
}

export function useTimeSlotDialogState(): TimeSlotDialogState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
  );
}

/**
 * Spec §2: items that need a time slot open the time-slot dialog. Booking puts a hold in the cart, so
 * it needs a signed-in user first, like quick-add.
 */
export function useBookTimeSlot() {
  const requireSignIn = useRequireSignIn();
  return (item: BookableItem) => {
    if (requireSignIn()) emit({ item, session: state.session + 1 });
  };
}

import { lazy, Suspense } from 'react';
import { withStrings } from '../../../lib/i18n';
import { closeTimeSlotDialog, useTimeSlotDialogState } from '../hooks/useBookTimeSlot';

const TimeSlotDialog = lazy(withStrings(() => import('./TimeSlotDialog'), 'timeSlot'));

/**
 * Mounted once in the app shell: shows the time-slot dialog for whatever a card or the product page
 * asked to book. Its code and its strings are fetched the first time someone books.
 */
export function TimeSlotDialogHost() {
  const { item, session } = useTimeSlotDialogState();
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <TimeSlotDialog
        key={session}
        item={item}
        open
        onOpenChange={(next) => {
          if (!next) closeTimeSlotDialog();
        }}
      />
    </Suspense>
  );
}

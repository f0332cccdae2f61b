import { type ComponentType, Suspense } from 'react';
import { closeTimeSlotDialog, useTimeSlotDialogState } from '../hooks/useBookTimeSlot';
import type { TimeSlotDialogProps } from './TimeSlotDialog';

/**
 * Mounted once in the app shell: shows the time-slot dialog for whatever a card or the product page
 * asked to book. The shell passes the dialog lazily loaded (its code and its strings are fetched the
 * first time someone books), wrapped so that it also knows the event being shopped for, which this
 * feature can't read.
 */
export function TimeSlotDialogHost({
  dialog: Shown,
}: {
  dialog: ComponentType<Omit<TimeSlotDialogProps, 'eventDate' | 'eventGuests'>>;
}) {
  const { item, prefill, session } = useTimeSlotDialogState();
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <Shown
        key={session}
        item={item}
        prefill={prefill}
        open
        onOpenChange={(next) => {
          if (!next) closeTimeSlotDialog();
        }}
      />
    </Suspense>
  );
}

import TimeSlotDialog, { type TimeSlotDialogProps } from '../../features/cart/components/TimeSlotDialog';
import { guestsToPlanFor, useShoppingFor } from '../../features/events/utils/shopping-for';

/**
 * The time-slot dialog while the customer may be shopping for an event: it opens on the event's day
 * and shows the guests expected. Loaded with the dialog, so Home's first load carries neither.
 */
export default function EventTimeSlotDialog(props: Omit<TimeSlotDialogProps, 'eventDate' | 'eventGuests'>) {
  const event = useShoppingFor();
  return <TimeSlotDialog {...props} eventDate={event?.date} eventGuests={guestsToPlanFor(event)} />;
}

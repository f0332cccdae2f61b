import { type EventDetail, rsvpOpen } from '@haflah/contracts';
import { CalendarPlus, MapPin, Pencil, ShoppingBag, StickyNote, XCircle } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { useRefusedItemAction } from '../../../components/ui/ItemActions';
import { toast } from '../../../components/ui/toast';
import { eventCalendarUrl, useCancelEvent } from '../api/events';
import { shopForEvent } from '../utils/shopping-for';
import { useEventWhen } from './EventList';
import { EventStatusBadge } from './EventStatusBadge';

/**
 * The head of an event's page: its title and state, when and where (`venue`: the page words a saved
 * address as the addresses feature does), notes and numbers, and what the host can do with it: shop
 * for it, add it to a calendar, edit it while it is ahead, cancel it (asked inline; focus goes back to
 * the title after).
 */
export function EventSummary({ event, venue }: { event: EventDetail; venue: string }) {
  const { t } = useTranslation();
  const when = useEventWhen();
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const confirm = useConfirmInline();
  const cancel = useCancelEvent();
  const failed = useRefusedItemAction({}, 'events.errors.signInAgain');
  const active = event.status === 'active';
  // Once it has started, an event can't be moved or gain guests (the server says EVENT_CLOSED).
  const ahead = rsvpOpen(new Date(event.startsAt), event.status === 'cancelled', new Date());

  const confirmCancel = () =>
    cancel.mutate(event.id, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('events.detail.cancelled') });
        titleRef.current?.focus();
      },
      onError: failed(confirmCancel),
    });
  const shop = () => {
    shopForEvent({
      id: event.id,
      title: event.title,
      date: event.date,
      venueAddressId: event.venue.kind === 'address' ? event.venue.addressId : null,
      headcount: event.counts.headcount,
      expectedGuests: event.expectedGuests,
    });
    toast({ kind: 'success', description: t('events.detail.shopping', { title: event.title }) });
    navigate('/');
  };

  return (
    <section className="grid gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="min-w-0 break-words font-extrabold text-2xl text-slate-900"
        >
          {event.title}
        </h1>
        <EventStatusBadge status={event.status} />
      </div>
      <p className="text-slate-700">
        {t(`events.occasion.${event.occasion}`)} · {when(event.startsAt)}
      </p>
      <p className="flex items-start gap-2 text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
        <span className="sr-only">{t('events.detail.venue')}</span>
        <span className="min-w-0 break-words">{venue}</span>
      </p>
      {event.notes && (
        <p className="flex items-start gap-2 text-slate-700">
          <StickyNote className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
          <span className="sr-only">{t('events.detail.notes')}</span>
          <span className="min-w-0 whitespace-pre-line break-words">{event.notes}</span>
        </p>
      )}
      <p className="text-slate-600 text-sm">
        {t('events.detail.expected', { count: event.expectedGuests })} ·{' '}
        {t('events.detail.companionsAllowed', { count: event.maxCompanions })}
      </p>
      {confirm.confirming ? (
        <ConfirmInline
          text={t('events.detail.confirmCancel')}
          confirmLabel={t('events.detail.cancelEvent')}
          cancelLabel={t('events.detail.keepEvent')}
          pending={cancel.isPending}
          onConfirm={confirmCancel}
          onCancel={confirm.cancel}
        />
      ) : (
        <div className="flex flex-wrap gap-2 border-slate-100 border-t pt-3">
          {active && (
            <button type="button" onClick={shop} className={primaryButton}>
              <ShoppingBag className="size-4" aria-hidden />
              {t('events.detail.shop')}
            </button>
          )}
          {event.status !== 'cancelled' && (
            <a href={eventCalendarUrl(event.id)} download className={secondaryButton}>
              <CalendarPlus className="size-4" aria-hidden />
              {t('events.detail.addToCalendar')}
            </a>
          )}
          {ahead && (
            <Link to={`/events/${event.id}/edit`} className={secondaryButton}>
              <Pencil className="size-4" aria-hidden />
              {t('events.detail.edit')}
            </Link>
          )}
          {active && (
            <button
              ref={confirm.triggerRef}
              type="button"
              onClick={confirm.ask}
              className="flex h-11 items-center gap-2 rounded-full px-4 font-bold text-red-700 transition hover:bg-red-50 sm:ms-auto"
            >
              <XCircle className="size-4" aria-hidden />
              {t('events.detail.cancelEvent')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

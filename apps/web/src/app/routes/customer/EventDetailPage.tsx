import { type EventDetail, rsvpOpen } from '@haflah/contracts';
import { CalendarPlus, ChevronLeft, MapPin, Pencil, ShoppingBag, StickyNote, XCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useRefusedItemAction } from '../../../components/ui/ItemActions';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { toast } from '../../../components/ui/toast';
import { addressLine } from '../../../features/addresses/utils/address-text';
import { eventCalendarUrl, useCancelEvent, useEvent } from '../../../features/events/api/events';
import { EventsSignedOut, useEventWhen } from '../../../features/events/components/EventList';
import { EventStatusBadge } from '../../../features/events/components/EventStatusBadge';
import { AddGuestForm, GuestList } from '../../../features/events/components/GuestList';
import { RsvpCountsPanel } from '../../../features/events/components/RsvpCountsPanel';
import { shopForEvent } from '../../../features/events/utils/shopping-for';
import { OrderList } from '../../../features/orders/components/OrderList';
import { hasCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/**
 * /events/:id: the host's event: when and where, who answered what (live: a guest's answer arrives
 * as a realtime event), the guests and their links, and what was bought for it.
 */
export default function EventDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, isLoading } = useSession();
  const event = useEvent(id);
  usePageTitle(event.data?.title ?? t('events.detail.title'));

  let body: React.ReactNode;
  if (isLoading || (user && event.isPending)) {
    body = <ListSkeleton label={t('events.loading')} blocks={['h-40', 'h-28', 'h-64']} />;
  } else if (!user) body = <EventsSignedOut />;
  else if (event.isError) {
    body = (
      <ErrorPanel
        message={t(hasCode(event.error, 'NOT_FOUND') ? 'events.errors.notFound' : 'events.loadError')}
        onRetry={() => event.refetch()}
      />
    );
  } else if (event.data) body = <EventView event={event.data} />;

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-5">
      <Link
        to="/events"
        className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('events.backToEvents')}
      </Link>
      {body}
    </div>
  );
}

function EventView({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const when = useEventWhen();
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const countsId = useId();
  const guestsId = useId();
  const ordersId = useId();
  const confirm = useConfirmInline();
  const cancel = useCancelEvent();
  const failed = useRefusedItemAction({}, 'events.errors.signInAgain');
  const active = event.status === 'active';
  // Once it has started, an event can't be moved or gain guests (the server says EVENT_CLOSED).
  const ahead = rsvpOpen(new Date(event.startsAt), event.status === 'cancelled', new Date());
  const venue = event.venue.kind === 'address' ? addressLine(t, event.venue.address) : event.venue.text;

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
    <>
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

      <section aria-labelledby={countsId} className="grid gap-3">
        <h2 id={countsId} className="font-bold text-lg text-slate-900">
          {t('events.detail.answers')}
        </h2>
        <RsvpCountsPanel counts={event.counts} />
      </section>

      <section aria-labelledby={guestsId} className="grid gap-3">
        <h2 id={guestsId} className="font-bold text-lg text-slate-900">
          {t('events.guests.title', { count: event.guests.length })}
        </h2>
        {ahead && <AddGuestForm eventId={event.id} />}
        <GuestList event={event} open={ahead} />
      </section>

      <section aria-labelledby={ordersId} className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={ordersId} className="font-bold text-lg text-slate-900">
            {t('events.detail.orders')}
          </h2>
          <p className="font-semibold text-slate-700">
            {t('events.detail.spent', { amount: f.money(event.spentFils) })}
          </p>
        </div>
        {event.orders.length > 0 ? (
          <OrderList orders={event.orders} />
        ) : (
          <p className="rounded-2xl bg-slate-50 p-4 text-slate-600 text-sm">{t('events.detail.noOrders')}</p>
        )}
      </section>
    </>
  );
}

import { type EventDetail, rsvpOpen } from '@haflah/contracts';
import { ChevronLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { addressLine } from '../../../features/addresses/utils/address-text';
import { useEvent } from '../../../features/events/api/events';
import { EventsSignedOut } from '../../../features/events/components/EventList';
import { EventSummary } from '../../../features/events/components/EventSummary';
import { AddGuestForm, GuestList } from '../../../features/events/components/GuestList';
import { RsvpCountsPanel } from '../../../features/events/components/RsvpCountsPanel';
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
  const countsId = useId();
  const guestsId = useId();
  const ordersId = useId();
  // Once it has started, an event can't gain guests (the server says EVENT_CLOSED).
  const ahead = rsvpOpen(new Date(event.startsAt), event.status === 'cancelled', new Date());
  const venue = event.venue.kind === 'address' ? addressLine(t, event.venue.address) : event.venue.text;

  return (
    <>
      <EventSummary event={event} venue={venue} />

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

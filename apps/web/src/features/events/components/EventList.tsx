import type { EventSummary } from '@haflah/contracts';
import { CalendarHeart, ChevronRight, Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { SignedOutState } from '../../../components/ui/SignedOutState';
import { formatDate } from '../../../lib/format';
import { formatTime, keepTogether } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { EventStatusBadge } from './EventStatusBadge';

/** When an event starts, in Bahrain: '22 November 2026 · 7:00 PM'. */
export function useEventWhen() {
  const { lang } = useLanguage();
  return (startsAt: string) => `${formatDate(startsAt, lang)} · ${keepTogether(formatTime(startsAt, lang))}`;
}

/** One group of events (upcoming or past), each a link to its page. */
export function EventGroup({ id, title, events }: { id: string; title: string; events: EventSummary[] }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="font-bold text-lg text-slate-900">
        {title}
      </h2>
      <ul aria-labelledby={id} className="grid gap-3 md:grid-cols-2">
        {events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}

function EventRow({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const when = useEventWhen();
  return (
    <li className="relative flex items-center gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-violet-500 hover:ring-violet-200 sm:p-5">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-violet-50 text-violet-700">
        <CalendarHeart className="size-6" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="min-w-0 break-words font-bold text-slate-900">
            <Link
              to={`/events/${event.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {event.title}
            </Link>
          </h3>
          <EventStatusBadge status={event.status} />
        </div>
        <p className="text-slate-600 text-sm">
          {t(`events.occasion.${event.occasion}`)} · {when(event.startsAt)}
        </p>
        <p className="flex items-center gap-1.5 text-slate-600 text-sm">
          <Users className="size-4 shrink-0 text-violet-600" aria-hidden />
          {t('events.headcountOf', { count: event.counts.headcount, expected: event.expectedGuests })}
        </p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-slate-400 rtl:-scale-x-100" aria-hidden />
    </li>
  );
}

export function EventsSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('events.loading')} blocks={['h-28', 'h-28']} className="md:grid-cols-2" />;
}

export function EventsEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<CalendarHeart className="size-7" />}
      title={t('events.emptyTitle')}
      text={t('events.emptyText')}
    >
      <Link to="/events/new" className={primaryButton}>
        <Plus className="size-4" aria-hidden /> {t('events.plan')}
      </Link>
    </EmptyState>
  );
}

export function EventsSignedOut() {
  const { t } = useTranslation();
  return (
    <SignedOutState
      icon={<CalendarHeart className="size-7" />}
      title={t('events.signedOutTitle')}
      text={t('events.signedOutText')}
      signInLabel={t('events.signIn')}
    />
  );
}

import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useEvents } from '../../../features/events/api/events';
import {
  EventGroup,
  EventsEmpty,
  EventsSignedOut,
  EventsSkeleton,
} from '../../../features/events/components/EventList';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/** /events (the Events tab): the host's events, upcoming (soonest first) and past (latest first). */
export default function EventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('events.title'));
  const { user, isLoading } = useSession();
  const events = useEvents();
  const upcomingId = useId();
  const pastId = useId();
  const any = Boolean(events.data && events.data.upcoming.length + events.data.past.length > 0);

  let body: React.ReactNode;
  if (isLoading) body = <EventsSkeleton />;
  else if (!user) body = <EventsSignedOut />;
  else if (events.isPending) body = <EventsSkeleton />;
  else if (events.isError) {
    body = <ErrorPanel message={t('events.loadError')} onRetry={() => events.refetch()} />;
  } else if (!any) body = <EventsEmpty />;
  else {
    body = (
      <>
        {events.data.upcoming.length > 0 && (
          <EventGroup id={upcomingId} title={t('events.upcoming')} events={events.data.upcoming} />
        )}
        {events.data.past.length > 0 && (
          <EventGroup id={pastId} title={t('events.past')} events={events.data.past} />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('events.title')}</h1>
        {user && any && (
          <Link to="/events/new" className={primaryButton}>
            <Plus className="size-4" aria-hidden />
            {t('events.plan')}
          </Link>
        )}
      </div>
      {body}
    </div>
  );
}

import type { TimeBlock } from '@haflah/contracts';
import { CalendarDays } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { useCalendar } from '../../../features/shop-bookings/api/bookings';
import { BlockDetailsSheet } from '../../../features/shop-bookings/components/BlockDetailsSheet';
import { type BlockDraft, BlockSheet } from '../../../features/shop-bookings/components/BlockSheet';
import { BookingsGrid, type GridColumn } from '../../../features/shop-bookings/components/BookingsGrid';
import { BookingsList } from '../../../features/shop-bookings/components/BookingsList';
import {
  CalendarToolbar,
  type CalendarView,
} from '../../../features/shop-bookings/components/CalendarToolbar';
import {
  dayItems,
  slotStart,
  todayInBahrain,
  viewDays,
  weekStart,
} from '../../../features/shop-bookings/utils/calendar';
import { plain } from '../../../features/shop-bookings/utils/text';
import { formatDay, formatWeekdayDay } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = 3_600_000;

/**
 * /retailer/bookings: the shop's bookings calendar in Bahrain time, a day or a week (from Saturday),
 * all listings or one. A list on a phone, a grid of buttons on a desktop. Block time from a button or
 * an empty slot; a block opens its details to remove it. Follows new and moved orders live (the area's
 * shop room refreshes the calendar's cache with the orders').
 */
export default function BookingsPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  usePageTitle(t('shopBookings.title'));
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const date = DAY_PATTERN.test(params.get('date') ?? '') ? params.get('date')! : todayInBahrain();
  const listingId = params.get('listing') ?? undefined;
  const after = params.get('after') ?? undefined;
  const from = view === 'week' ? weekStart(date) : date;
  const days = view === 'week' ? 7 : 1;
  const query = useCalendar({ from, days, ...(after ? { after } : {}) });
  const [draft, setDraft] = useState<BlockDraft | null>(null);
  const [openBlock, setOpenBlock] = useState<TimeBlock | null>(null);

  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
        return next;
      },
      { replace: true },
    );

  const data = query.data;
  const all = useMemo(() => data?.listings ?? [], [data]);
  const shown = useMemo(() => (listingId ? all.filter((l) => l.id === listingId) : all), [all, listingId]);
  const dayList = useMemo(() => viewDays(from, days), [from, days]);
  // A week's grid is one listing's seven days (the chosen one, or the first); a day's, every listing.
  const columns = useMemo((): GridColumn[] => {
    const first = shown[0];
    if (view === 'day') return shown.map((listing) => ({ listing, day: from, heading: listing.name[lang] }));
    return first
      ? dayList.map((day) => ({
          listing: first,
          day,
          // Compact ('Sat 21'): seven columns fit beside the menu; the toolbar names the month.
          heading: plain(formatWeekdayDay(slotStart(day, 0), lang)),
        }))
      : [];
  }, [shown, view, from, dayList, lang]);
  const newDraft = (start: Date, listing = listingId ?? '') =>
    setDraft({ listingId: listing, start, end: new Date(start.getTime() + 2 * HOUR) });

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label={t('shopBookings.loading')} blocks={['h-12', 'h-64']} />;
  else if (query.isError && !data) {
    body = <ErrorPanel message={t('shopBookings.loadError')} onRetry={() => query.refetch()} />;
  } else if (!data || all.length === 0) {
    body = (
      <EmptyState
        icon={<CalendarDays className="size-7" aria-hidden />}
        title={t('shopBookings.noListings')}
        text={t('shopBookings.noListingsText')}
      />
    );
  } else {
    const empty = shown.every((l) => dayList.every((d) => dayItems(data, l, d).length === 0));
    const weekListing = shown[0];
    const rangeLabel = plain(formatDay(slotStart(from, 0), lang));
    body = (
      <>
        {empty && (
          <EmptyState
            icon={<CalendarDays className="size-7" aria-hidden />}
            title={t(view === 'week' ? 'shopBookings.emptyWeek' : 'shopBookings.emptyDay')}
            text={t('shopBookings.emptyText')}
          />
        )}
        <div className="md:hidden">
          <BookingsList view={data} days={dayList} listings={shown} onBlockOpen={setOpenBlock} />
        </div>
        <div className="hidden min-w-0 md:block">
          {view === 'week' && weekListing && (
            <h2 className="mb-2 font-bold text-slate-900">{weekListing.name[lang]}</h2>
          )}
          <BookingsGrid
            view={data}
            columns={columns}
            compact={view === 'week'}
            label={t('shopBookings.gridLabel', { range: rangeLabel })}
            onBlockOpen={setOpenBlock}
            onBlockSlot={({ listingId: id, start }) => newDraft(start, id)}
          />
        </div>
        {data.nextCursor && (
          <LoadMoreButton
            loading={query.isFetching}
            onClick={() => update({ after: data.nextCursor ?? undefined })}
          />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl grid-cols-1 gap-4">
      <h1 className="font-extrabold text-2xl text-slate-900">{t('shopBookings.title')}</h1>
      <CalendarToolbar
        view={view}
        from={from}
        days={days}
        listings={all}
        listingId={listingId}
        onView={(v) => update({ view: v, after: undefined })}
        onDate={(d) => update({ date: d, after: undefined })}
        onToday={() => update({ date: undefined, after: undefined })}
        onListing={(id) => update({ listing: id })}
        onBlock={() => newDraft(slotStart(from < todayInBahrain() ? todayInBahrain() : from, 28))}
      />
      <div className="grid min-w-0 gap-4">{body}</div>
      <BlockSheet draft={draft} listings={all} onClose={() => setDraft(null)} />
      <BlockDetailsSheet block={openBlock} onClose={() => setOpenBlock(null)} />
    </div>
  );
}

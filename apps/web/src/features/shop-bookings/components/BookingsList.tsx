import type { CalendarListing, ShopBookings, TimeBlock } from '@haflah/contracts';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatTime } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { type DayItem, dayItems, peakUse, slotStart } from '../utils/calendar';
import { capacityText, spanText } from '../utils/text';

/**
 * The calendar on a phone: per day, per listing, its bookings, holds and blocks in time order with the
 * capacity they use. A booking opens its order; a block opens its details (to remove it).
 */
export function BookingsList({
  view,
  days,
  listings,
  onBlockOpen,
}: {
  view: ShopBookings;
  days: readonly string[];
  listings: readonly CalendarListing[];
  onBlockOpen: (block: TimeBlock) => void;
}) {
  const { lang } = useLanguage();
  return (
    <div className="grid gap-5">
      {days.map((day) => {
        const rows = listings
          .map((listing) => ({ listing, items: dayItems(view, listing, day) }))
          .filter((r) => r.items.length > 0);
        if (rows.length === 0) return null;
        return (
          <section key={day} aria-labelledby={`day-${day}`} className="grid gap-3">
            <h2 id={`day-${day}`} className="font-bold text-slate-900">
              {formatDay(slotStart(day, 0), lang)}
            </h2>
            {rows.map(({ listing, items }) => (
              <div
                key={listing.id}
                className="grid gap-2 rounded-2xl bg-surface p-3 shadow-sm ring-1 ring-slate-100"
              >
                <h3 className="font-semibold text-slate-700 text-sm">{listing.name[lang]}</h3>
                <ul className="grid gap-2">
                  {items.map((item) => (
                    <li key={item.key}>
                      <ListItem item={item} listing={listing} onBlockOpen={onBlockOpen} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

function ListItem({
  item,
  listing,
  onBlockOpen,
}: {
  item: DayItem;
  listing: CalendarListing;
  onBlockOpen: (block: TimeBlock) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const time = spanText(item, lang);
  if (item.kind === 'booking') {
    const b = item.booking;
    const body = (
      <>
        <span className="font-semibold text-slate-900">{time}</span>
        <span className="text-slate-600 text-sm">
          {b.orderNumber != null && t('shopBookings.order', { number: b.orderNumber })}
          {b.customerFirstName && ` · ${b.customerFirstName}`}
        </span>
        <span className="text-slate-600 text-xs">{capacityText(t, listing, peakUse(listing, item))}</span>
      </>
    );
    const className = 'grid min-h-11 gap-0.5 rounded-xl bg-violet-50 px-3 py-2 text-start';
    return b.orderId ? (
      <Link to={`/retailer/orders/${b.orderId}`} className={`${className} hover:bg-violet-100`}>
        {body}
      </Link>
    ) : (
      <div className={className}>{body}</div>
    );
  }
  if (item.kind === 'hold') {
    return (
      <div className="grid min-h-11 gap-0.5 rounded-xl border-2 border-amber-400 border-dashed px-3 py-2">
        <span className="font-semibold text-slate-900">{time}</span>
        <span className="text-amber-900 text-sm">
          {t('shopBookings.heldUntil', { time: formatTime(item.hold.expiresAt, lang) })} ·{' '}
          {t('shopBookings.hold', { count: item.hold.quantity })}
        </span>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onBlockOpen(item.block)}
      className="grid min-h-11 w-full gap-0.5 rounded-xl bg-slate-200 bg-[repeating-linear-gradient(135deg,transparent_0_8px,rgb(255_255_255/0.5)_8px_16px)] px-3 py-2 text-start hover:bg-slate-300"
    >
      <span className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Lock className="size-4" aria-hidden />
        {t('shopBookings.blocked')} · {time}
      </span>
      {item.block.listingId === null && (
        <span className="text-slate-700 text-sm">{t('shopBookings.wholeShop')}</span>
      )}
      {item.block.note && <span className="text-slate-700 text-sm">{item.block.note}</span>}
    </button>
  );
}

import type { ShopAnalytics } from '@haflah/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { formatDay, formatWeekdayDay } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';

const cell = 'px-1.5 py-2 text-start sm:px-3';
const num = 'whitespace-nowrap px-1.5 py-2 text-end tabular-nums sm:px-3';

/** A table of a section: its caption names it for screen readers (and sighted readers). */
function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: readonly string[];
  children: ReactNode;
}) {
  return (
    // Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100 focus-visible:outline-2 focus-visible:outline-violet-500"
    >
      <table className="w-full text-slate-800 text-sm">
        <caption className="px-3 pt-3 text-start font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-slate-100 border-b text-slate-600">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`${i === 0 ? cell : num} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </section>
  );
}

/** The chart's numbers, day by day (empty days as zero). */
export function SalesByDayTable({ days, caption }: { days: ShopAnalytics['days']; caption?: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const format = useFormat();
  return (
    <Table
      caption={caption ?? t('shopAnalytics.byDay.caption')}
      head={[
        t('shopAnalytics.byDay.day'),
        t('shopAnalytics.byDay.orders'),
        t('shopAnalytics.byDay.gross'),
        t('shopAnalytics.byDay.refunds'),
        t('shopAnalytics.byDay.net'),
      ]}
    >
      {days.map((d) => (
        <tr key={d.date}>
          <th scope="row" className={`${cell} whitespace-nowrap font-normal`}>
            {/* On a phone the short day ('Fri 20') keeps the row on one line; the full one is still read. */}
            <span aria-hidden className="sm:hidden">
              {formatWeekdayDay(`${d.date}T00:00:00Z`, lang)}
            </span>
            <span className="max-sm:sr-only">{formatDay(`${d.date}T00:00:00Z`, lang)}</span>
          </th>
          <td className={num}>{format.count(d.orders)}</td>
          <td className={num}>{format.money(d.grossFils)}</td>
          <td className={num}>{format.money(d.refundsFils)}</td>
          <td className={num}>{d.netFils < 0 ? `−${format.money(-d.netFils)}` : format.money(d.netFils)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function TopListingsTable({ listings }: { listings: ShopAnalytics['topListings'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const format = useFormat();
  return (
    <Table
      caption={t('shopAnalytics.top.caption')}
      head={[t('shopAnalytics.top.listing'), t('shopAnalytics.top.quantity'), t('shopAnalytics.top.sales')]}
    >
      {listings.length === 0 ? (
        <tr>
          <td colSpan={3} className={`${cell} text-slate-600`}>
            {t('shopAnalytics.top.none')}
          </td>
        </tr>
      ) : (
        listings.map((l) => (
          <tr key={l.listingId ?? l.name.en}>
            <th scope="row" className={`${cell} font-normal`}>
              {pick(l.name)}
            </th>
            <td className={num}>{format.count(l.quantity)}</td>
            <td className={num}>{format.money(l.salesFils)}</td>
          </tr>
        ))
      )}
    </Table>
  );
}

export function UtilisationTable({ rows }: { rows: ShopAnalytics['utilisation'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const format = useFormat();
  const hours = (h: number) =>
    h.toLocaleString(format.lang === 'ar' ? 'ar-BH-u-nu-latn' : 'en-BH', { maximumFractionDigits: 1 });
  return (
    <Table
      caption={t('shopAnalytics.utilisation.caption')}
      head={[
        t('shopAnalytics.utilisation.listing'),
        t('shopAnalytics.utilisation.booked'),
        t('shopAnalytics.utilisation.available'),
        t('shopAnalytics.utilisation.ratio'),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.listingId}>
          <th scope="row" className={`${cell} font-normal`}>
            {pick(r.name)}
          </th>
          <td className={num}>{hours(r.bookedHours)}</td>
          <td className={num}>{hours(r.openHours * r.capacity)}</td>
          <td className={num}>
            {r.ratio === null ? t('shopAnalytics.utilisation.closed') : `${Math.round(r.ratio * 100)}%`}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function CustomersTable({ customers }: { customers: ShopAnalytics['customers'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table
      caption={t('shopAnalytics.customers.caption')}
      head={[
        t('shopAnalytics.customers.kind'),
        t('shopAnalytics.customers.current'),
        t('shopAnalytics.customers.previous'),
      ]}
    >
      {(['new', 'returning'] as const).map((kind) => (
        <tr key={kind}>
          <th scope="row" className={`${cell} font-normal`}>
            {t(`shopAnalytics.customers.${kind}`)}
          </th>
          <td className={num}>{format.count(customers.current[kind])}</td>
          <td className={num}>{format.count(customers.previous[kind])}</td>
        </tr>
      ))}
    </Table>
  );
}

import { type AdminShopDetail, BAHRAIN_AREAS, type ShopHistoryEntry } from '@haflah/contracts';
import { Ban, Check, History, Package, Receipt, Star, Store, Undo2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { formatDate, formatPhone, useFormat } from '../../../../lib/format';
import { formatTime, keepTogether } from '../../../../lib/format-time';
import { useLanguage } from '../../../../lib/i18n';
import { groupIban } from '../../utils/iban';
import { BusinessTypeList, InLanguageText, ShopFact } from '../ShopFacts';
import { ShopActions } from './ShopActions';
import { ShopLogo } from './ShopLogo';
import { ShopStatusBadge } from './ShopStatusBadge';

/** A titled card of the details page. */
function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5"
    >
      <h2 id={id} className="flex items-center gap-2 font-bold text-lg text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A value, or "Not given" where the shop left it empty. */
function Given({ value, children }: { value: string | null | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!value?.trim()) return <span className="text-slate-500">{t('adminShops.details.notGiven')}</span>;
  return <>{children ?? value}</>;
}

/** Text in a set language (the shop's English or Arabic words), whatever the page's language. */
function InLanguage({ lang, text }: { lang: 'en' | 'ar'; text: string }) {
  return (
    <Given value={text}>
      <InLanguageText lang={lang} text={text} />
    </Given>
  );
}

const HISTORY_ICON: Record<ShopHistoryEntry['action'], typeof Check> = {
  'shop.approve': Check,
  'shop.reject': X,
  'shop.suspend': Ban,
  'shop.reinstate': Undo2,
};
const HISTORY_TONE: Record<ShopHistoryEntry['action'], string> = {
  'shop.approve': 'bg-emerald-100 text-emerald-800',
  'shop.reject': 'bg-slate-200 text-slate-800',
  'shop.suspend': 'bg-red-100 text-red-800',
  'shop.reinstate': 'bg-violet-100 text-violet-800',
};

/** Who changed the shop's status, when and why, oldest first, beginning with its application. */
function StatusHistory({ detail }: { detail: AdminShopDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const when = (iso: string) =>
    t('adminShops.details.at', { date: formatDate(iso, lang), time: keepTogether(formatTime(iso, lang)) });
  return (
    <ol className="grid gap-4 border-slate-200 border-s-2 ps-4">
      <li className="grid gap-0.5">
        <p className="font-semibold text-slate-900">{t('adminShops.history.applied')}</p>
        <p className="text-slate-500 text-sm">{when(detail.appliedAt)}</p>
      </li>
      {detail.history.map((entry) => {
        const Icon = HISTORY_ICON[entry.action];
        return (
          <li key={`${entry.at}-${entry.action}`} className="grid gap-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span className={cn('grid size-6 place-items-center rounded-full', HISTORY_TONE[entry.action])}>
                <Icon className="size-4" aria-hidden />
              </span>
              {t(`adminShops.history.${entry.action.slice(5)}`, {
                name: entry.actor.name ?? t('adminShops.history.formerAdmin'),
              })}
            </p>
            <p className="text-slate-500 text-sm">
              {when(entry.at)}
              {entry.actor.email && (
                <>
                  {' · '}
                  <span dir="ltr">{entry.actor.email}</span>
                </>
              )}
            </p>
            {entry.reason && (
              <p className="rounded-xl bg-slate-50 p-2 text-slate-800 text-sm">
                <span className="font-semibold">{t('adminShops.history.reason')}</span>{' '}
                <bdi>{entry.reason}</bdi>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A shop as an admin sees it (issue 24 point 4): its header with what may be done, its profile, its
 * listings, recent orders, revenue and rating, and the status history from the audit log.
 */
export function ShopDetails({ detail }: { detail: AdminShopDetail }) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const format = useFormat();
  const p = detail.profile;
  return (
    <div className="grid gap-6">
      <header className="grid gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5">
        <div className="flex items-start gap-4">
          <ShopLogo url={p.logoUrl} className="size-16 sm:size-20" />
          <div className="grid min-w-0 gap-1">
            <h1 className="font-extrabold text-2xl text-slate-900">{pick(p.name)}</h1>
            <p className="text-slate-600" lang={lang === 'ar' ? 'en' : 'ar'}>
              {lang === 'ar' ? p.name.en : p.name.ar}
            </p>
            <ShopStatusBadge status={p.status} paused={p.pause !== null} />
          </div>
        </div>
        {p.statusReason && (p.status === 'suspended' || p.status === 'rejected') && (
          <p className="rounded-2xl bg-red-50 p-3 text-red-900 text-sm">
            <span className="font-semibold">{t(`adminShops.details.why.${p.status}`)}</span>{' '}
            <bdi>{p.statusReason}</bdi>
          </p>
        )}
        {p.pause && p.status === 'approved' && (
          <p className="rounded-2xl bg-sky-50 p-3 text-sky-950 text-sm">
            <span className="font-semibold">{t('adminShops.details.pausedBy')}</span>{' '}
            <bdi>{p.pause.reason}</bdi>
          </p>
        )}
        <ShopActions shop={p} />
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title={t('adminShops.details.profile')}
          icon={<Store className="size-5 text-violet-600" aria-hidden />}
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <ShopFact label={t('adminShops.details.fields.nameEn')}>
              <InLanguage lang="en" text={p.name.en} />
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.nameAr')}>
              <InLanguage lang="ar" text={p.name.ar} />
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.owner')}>
              <Given value={detail.owner?.name} />
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.email')}>
              <Given value={detail.owner?.email}>
                <a dir="ltr" href={`mailto:${detail.owner?.email}`} className="text-violet-700 underline">
                  {detail.owner?.email}
                </a>
              </Given>
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.crNumber')}>
              <Given value={p.crNumber}>
                <span dir="ltr" className="tabular-nums">
                  {p.crNumber}
                </span>
              </Given>
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.iban')}>
              <Given value={p.iban}>
                <span dir="ltr" className="tabular-nums tracking-wide">
                  {groupIban(p.iban ?? '')}
                </span>
              </Given>
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.phone')}>
              <Given value={p.phone}>
                <span dir="ltr">{formatPhone(p.phone ?? '')}</span>
              </Given>
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.area')}>
              <Given value={p.area}>{p.area && BAHRAIN_AREAS[p.area][lang]}</Given>
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.address')} wide>
              <Given value={p.address} />
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.businessTypes')} wide>
              <Given value={p.businessTypes.join('')}>
                <BusinessTypeList types={p.businessTypes} />
              </Given>
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.delivery')}>
              {t('adminShops.details.deliveryValue', {
                minutes: format.count(p.deliveryMinutes),
                fee: format.money(p.deliveryFeeFils),
              })}
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.applied')}>
              {formatDate(detail.appliedAt, lang)}
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.descriptionEn')} wide>
              <InLanguage lang="en" text={p.description.en} />
            </ShopFact>
            <ShopFact label={t('adminShops.details.fields.descriptionAr')} wide>
              <InLanguage lang="ar" text={p.description.ar} />
            </ShopFact>
          </dl>
        </Section>

        <div className="grid content-start gap-6">
          <Section
            title={t('adminShops.details.performance')}
            icon={<Star className="size-5 text-amber-500" aria-hidden />}
          >
            <dl className="grid grid-cols-2 gap-3">
              {[
                [t('adminShops.details.revenueAll'), format.money(detail.revenue.allTimeFils)],
                [t('adminShops.details.revenue30'), format.money(detail.revenue.last30DaysFils)],
                [
                  t('adminShops.details.rating'),
                  detail.reviewCount > 0
                    ? t('adminShops.details.ratingValue', {
                        rating: format.rating(detail.rating),
                        count: detail.reviewCount,
                        reviews: format.count(detail.reviewCount),
                      })
                    : t('adminShops.details.noReviews'),
                ],
                [t('adminShops.details.ordersTotal'), format.count(detail.orders.total)],
              ].map(([label, value]) => (
                <div key={label} className="grid gap-0.5 rounded-2xl bg-slate-50 p-3">
                  <dt className="text-slate-600 text-xs">{label}</dt>
                  <dd className="font-bold text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section
            title={t('adminShops.details.history')}
            icon={<History className="size-5 text-violet-600" aria-hidden />}
          >
            <StatusHistory detail={detail} />
          </Section>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title={t('adminShops.details.listings')}
          icon={<Package className="size-5 text-violet-600" aria-hidden />}
        >
          <p className="text-slate-600 text-sm">
            {t('adminShops.details.listingCounts', {
              count: detail.listings.total,
              total: format.count(detail.listings.total),
              active: format.count(detail.listings.active),
              inactive: format.count(detail.listings.inactive),
            })}
          </p>
          {detail.listings.latest.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-4 text-center text-slate-600 text-sm">
              {t('adminShops.details.noListings')}
            </p>
          ) : (
            <ul className="grid gap-2">
              {detail.listings.latest.map((l) => (
                <li key={l.id} className="flex items-center gap-3 rounded-2xl bg-slate-50 p-2">
                  {l.imageUrl ? (
                    <img src={l.imageUrl} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
                  ) : (
                    <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-slate-200 text-slate-500">
                      <Package className="size-5" aria-hidden />
                    </span>
                  )}
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-semibold text-slate-900 text-sm">{pick(l.name)}</span>
                    <span className="text-slate-600 text-xs">
                      {t(`adminShops.kind.${l.kind}`)}
                      {' · '}
                      {l.pricingType === 'hourly'
                        ? t('adminShops.details.perHour', { price: format.money(l.priceFils) })
                        : format.money(l.priceFils)}
                    </span>
                  </span>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 font-semibold text-xs',
                      l.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700',
                    )}
                  >
                    {t(l.isActive ? 'adminShops.details.active' : 'adminShops.details.inactive')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section
          title={t('adminShops.details.orders')}
          icon={<Receipt className="size-5 text-violet-600" aria-hidden />}
        >
          {detail.orders.latest.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-4 text-center text-slate-600 text-sm">
              {t('adminShops.details.noOrders')}
            </p>
          ) : (
            <ul className="grid gap-2">
              {detail.orders.latest.map((o) => (
                <li
                  key={o.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-slate-50 p-3 text-sm"
                >
                  <span className="font-bold text-slate-900 tabular-nums" dir="ltr">
                    #{o.number}
                  </span>
                  <span className="rounded-full bg-white px-2 py-0.5 font-semibold text-slate-700 text-xs ring-1 ring-slate-200">
                    {t(`adminShops.orderStatus.${o.status}`)}
                  </span>
                  <span className="text-slate-500">{formatDate(o.placedAt, lang)}</span>
                  <span className="ms-auto font-semibold text-slate-900 tabular-nums">
                    {format.money(o.totalFils)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

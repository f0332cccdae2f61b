import { useTranslation } from 'react-i18next';
import { useShop } from '../../../features/retailer/api/retailer';
import {
  DashboardFigures,
  type DashboardLinks,
} from '../../../features/retailer/components/DashboardFigures';
import { GettingStarted } from '../../../features/retailer/components/GettingStarted';
import { WeekSales } from '../../../features/shop-analytics/components/WeekSales';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { RETAILER_NAV } from './nav';

/** A list screen is linked to once the area has it (its entry is in the menu). */
const has = (path: string) => RETAILER_NAV.some((item) => item.to === path);
const ORDERS = '/retailer/orders';
const LISTINGS = '/retailer/products';
const ANALYTICS = '/retailer/analytics';
const LINKS: DashboardLinks = {
  orders: has(ORDERS) ? (query = '') => `${ORDERS}${query}` : null,
  order: has(ORDERS) ? (id) => `${ORDERS}/${id}` : null,
  listings: has(LISTINGS) ? (query = '') => `${LISTINGS}${query}` : null,
};

/** The retailer area's start (/retailer): how today is going, and what needs the shop's attention. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  usePageTitle(t('shop.dashboard.title'));
  const shop = useShop();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('shop.dashboard.title')}</h1>
        {shop.data && (
          <p className="text-slate-600">{t('shop.dashboard.hello', { name: pick(shop.data.name) })}</p>
        )}
      </div>
      <DashboardFigures
        links={LINKS}
        gettingStarted={
          <GettingStarted
            status={shop.data?.status}
            profileTo="/retailer/profile"
            listingsTo={LINKS.listings ? `${LISTINGS}/new` : null}
          />
        }
      />
      <WeekSales analyticsTo={has(ANALYTICS) ? ANALYTICS : null} />
    </div>
  );
}

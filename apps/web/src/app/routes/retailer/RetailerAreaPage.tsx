import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { useShop } from '../../../features/retailer/api/retailer';
import { ShopStateNotice } from '../../../features/retailer/components/ShopStateNotice';
import { useShopRealtime } from '../../../features/retailer/hooks/useShopRealtime';
import { shopOrdersLive } from '../../../features/shop-orders/api/live';
import { OrderRinger } from '../../../features/shop-orders/components/OrderRinger';
import { RequireRole } from '../../../features/staff/components/StaffAuth';

const PROFILE = '/retailer/profile';

/** Follows the shop's room while the area is open (approval, profile, pause, orders). */
function ShopLive() {
  const shop = useShop();
  const queryClient = useQueryClient();
  // The order screens' lists and orders follow the shop's room too (a new order rings there).
  useShopRealtime(shop.data?.id, shopOrdersLive(queryClient));
  return null;
}

/** What a waiting or refused shop does next: its profile (unless it is already there). */
function ProfileLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname === PROFILE) return null;
  return (
    <Link to={PROFILE} className={`${smallSecondaryButton} mt-1 bg-white`}>
      {t('shop.approval.toProfile')}
    </Link>
  );
}

/**
 * The retailer area behind its role: every screen under the shop's state (waiting for approval, not
 * approved, paused), which changes live when an admin decides.
 */
export default function RetailerAreaPage() {
  return (
    <RequireRole area="retailer">
      <ShopLive />
      {/* A new order is heard on every screen of the area until it is opened. */}
      <OrderRinger />
      <div className="grid gap-5">
        <ShopStateNotice whatNext={<ProfileLink />} />
        <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-slate-100" />}>
          <Outlet />
        </Suspense>
      </div>
    </RequireRole>
  );
}

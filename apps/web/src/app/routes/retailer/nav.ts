import {
  BadgePercent,
  CalendarDays,
  ChartColumn,
  LayoutDashboard,
  MessageSquareText,
  Package,
  ReceiptText,
  Store,
} from 'lucide-react';
import type { StaffNavItem } from '../../layout/StaffNav';

/**
 * The retailer area's menu, in order (the staff shell shows it as a bottom bar on a phone, a column
 * on a desktop). A screen joins with one line once its route is in routes.tsx. Labels are in the
 * 'shop' group, which every retailer screen loads.
 */
export const RETAILER_NAV: StaffNavItem[] = [
  { to: '/retailer', labelKey: 'shop.nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/retailer/orders', labelKey: 'shop.nav.orders', icon: ReceiptText },
  { to: '/retailer/bookings', labelKey: 'shop.nav.bookings', icon: CalendarDays },
  { to: '/retailer/products', labelKey: 'shop.nav.products', icon: Package },
  { to: '/retailer/offers', labelKey: 'shop.nav.offers', icon: BadgePercent },
  { to: '/retailer/analytics', labelKey: 'shop.nav.analytics', icon: ChartColumn },
  { to: '/retailer/reviews', labelKey: 'shop.nav.reviews', icon: MessageSquareText },
  { to: '/retailer/profile', labelKey: 'shop.nav.profile', icon: Store },
];

import {
  Bike,
  Flag,
  LayoutDashboard,
  LifeBuoy,
  ReceiptText,
  ScrollText,
  Store,
  TicketPercent,
  Users,
} from 'lucide-react';
import type { StaffNavItem } from '../../layout/StaffNav';

/**
 * The admin area's menu, in order (the staff shell shows it as a bottom bar on a phone, a column on a
 * desktop). A screen joins with one line once its route is in routes.tsx. Labels are in the 'admin'
 * group, which every admin screen loads.
 */
export const ADMIN_NAV: StaffNavItem[] = [
  { to: '/admin', labelKey: 'admin.nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/pending-retailers', labelKey: 'admin.nav.pendingRetailers', icon: Store },
  { to: '/admin/all-retailers', labelKey: 'admin.nav.allRetailers', icon: Users },
  { to: '/admin/orders', labelKey: 'admin.nav.orders', icon: ReceiptText },
  { to: '/admin/drivers', labelKey: 'admin.nav.drivers', icon: Bike },
  { to: '/admin/support', labelKey: 'admin.nav.support', icon: LifeBuoy },
  { to: '/admin/reviews', labelKey: 'admin.nav.reviews', icon: Flag },
  { to: '/admin/promo-codes', labelKey: 'admin.nav.promoCodes', icon: TicketPercent },
  { to: '/admin/audit', labelKey: 'admin.nav.audit', icon: ScrollText },
];

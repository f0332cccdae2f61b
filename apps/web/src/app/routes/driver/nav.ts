import { LayoutDashboard, MapPin, Package, Settings } from 'lucide-react';
import type { StaffNavItem } from '../../layout/StaffNav';

/**
 * The driver area's menu, in order (a bottom bar on a phone, a column on a desktop). A screen joins
 * with one line once its route is in routes.tsx (the live location's, /driver/location, when it lands).
 * Labels are in the 'driver' group, which every driver screen loads.
 */
export const DRIVER_NAV: StaffNavItem[] = [
  { to: '/driver', labelKey: 'driver.nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/driver/deliveries', labelKey: 'driver.nav.deliveries', icon: Package },
  { to: '/driver/location', labelKey: 'driver.nav.location', icon: MapPin },
  { to: '/driver/settings', labelKey: 'driver.nav.settings', icon: Settings },
];

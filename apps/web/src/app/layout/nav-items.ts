import { CalendarHeart, House, ReceiptText, ShoppingCart, UserRound } from 'lucide-react';

/** Spec §2 Bottom navigation: Home, Orders, Cart, Events, Profile. */
export const NAV_ITEMS = [
  { key: 'home', to: '/', icon: House },
  { key: 'orders', to: '/orders', icon: ReceiptText },
  { key: 'cart', to: '/cart', icon: ShoppingCart },
  { key: 'events', to: '/events', icon: CalendarHeart },
  { key: 'profile', to: '/profile', icon: UserRound },
] as const;

/** The bottom navigation is hidden inside the staff areas. */
export function showsBottomNav(pathname: string): boolean {
  return !/^\/(admin|retailer|driver)(\/|-|$)/.test(pathname);
}

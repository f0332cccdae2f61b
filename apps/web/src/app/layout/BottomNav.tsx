import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { CartBadge } from './NavBar';
import { NAV_ITEMS } from './nav-items';

export function BottomNav({ cartCount }: { cartCount: number }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-40 border-slate-200 border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {NAV_ITEMS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 font-medium text-[11px]',
                  isActive ? 'text-violet-700' : 'text-slate-500',
                )
              }
            >
              <span className="relative">
                <Icon className="size-6" aria-hidden />
                {key === 'cart' && <CartBadge count={cartCount} />}
              </span>
              {key === 'cart' && cartCount > 0 ? (
                // "Cart, 2 items" for the ear; the eye sees the label and the badge.
                <>
                  <span aria-hidden>{t('nav.cart')}</span>
                  <span className="sr-only">{t('nav.cartWithCount', { count: cartCount })}</span>
                </>
              ) : (
                t(`nav.${key}`)
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { MapPin, Search, Settings, ShoppingCart, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useBrowseState } from '../../features/catalogue/hooks/useBrowseState';
import { cn } from '../../lib/cn';
import { withStrings } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { LanguageButton } from './LanguageButton';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav-items';
import { UserMenu } from './UserMenu';

// The saved addresses behind the header's location: loaded when it is first opened.
const LocationSheet = lazy(
  withStrings(() => import('../../features/addresses/components/LocationSheet'), 'addresses'),
);

/** The count on the cart icon; the link's own text says it ("Cart, 2 items"), so readers skip it. */
export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -end-1 -top-1 grid min-w-5 place-items-center rounded-full bg-rose-600 px-1 font-bold text-[11px] text-white leading-5"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function NavBar({ cartCount }: { cartCount: number }) {
  const { t } = useTranslation();
  const browse = useBrowseState();
  const { user } = useSession();
  // The box keeps its own text: router state updates in a transition, and a controlled input fed
  // only by it would drop keystrokes typed before that commits. Outside changes (a suggested search,
  // Back, the breadcrumb) still flow in.
  const routed = browse.state.search;
  const [search, setSearchText] = useState(routed);
  const pushed = useRef(routed);
  useEffect(() => {
    if (routed !== pushed.current) {
      pushed.current = routed;
      setSearchText(routed);
    }
  }, [routed]);
  const changeSearch = (value: string) => {
    pushed.current = value;
    setSearchText(value);
    browse.setSearch(value);
  };

  // The location opens the saved addresses (signed out: says it is the default, and offers sign-in).
  const [locationOpen, setLocationOpen] = useState(false);
  const location = (className: string) => (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => setLocationOpen(true)}
      className={cn(
        'min-h-11 min-w-0 items-center gap-1 rounded-full text-slate-600 hover:text-violet-800',
        className,
      )}
    >
      <MapPin className="size-4 shrink-0 text-violet-600" aria-hidden />
      <span className="truncate">{user?.location || t('nav.defaultLocation')}</span>
      <span className="sr-only">{t('nav.changeLocation')}</span>
    </button>
  );

  return (
    <header className="sticky top-[var(--network-banner-h,0px)] z-40 border-slate-200/70 border-b bg-surface/90 backdrop-blur">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-3 px-4 py-3">
        <div className="flex items-center gap-2 sm:gap-3">
          {/* Named by what it shows, then where it goes ("Haflah Home"): a spoken or voice-control name
              must contain the visible text. */}
          <Link to="/" onClick={browse.showCategories} className="flex min-h-11 shrink-0 items-center">
            <Logo />
            <span className="sr-only"> {t('nav.home')}</span>
          </Link>
          {location('hidden px-2 text-sm sm:flex')}
          <nav aria-label={t('nav.main')} className="ms-4 hidden gap-1 md:flex">
            {NAV_ITEMS.filter((i) => i.key !== 'cart').map((item) => (
              <NavLink
                key={item.key}
                to={item.to}
                end
                className={({ isActive }) =>
                  cn(
                    'rounded-full px-3 py-1.5 font-medium text-sm transition',
                    isActive ? 'bg-violet-100 text-violet-800' : 'text-slate-600 hover:bg-slate-100',
                  )
                }
              >
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
          {/* min-w-0: on a phone the greeting gives way (truncates) before the bar overflows. */}
          <div className="ms-auto flex min-w-0 items-center gap-1">
            <LanguageButton />
            {/* On a phone Settings is in Profile (the bottom navigation): the greeting gets the room. */}
            <Link
              to="/settings"
              aria-label={t('nav.settings')}
              className="hidden size-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 sm:grid"
            >
              <Settings className="size-5" aria-hidden />
            </Link>
            {/* Named by its text rather than aria-label: an aria-label that leaves out the badge's
                visible number reads as a label that does not match what is shown. */}
            <Link
              to="/cart"
              className="relative grid size-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <ShoppingCart className="size-5" aria-hidden />
              <CartBadge count={cartCount} />
              <span className="sr-only">{t('nav.cartWithCount', { count: cartCount })}</span>
            </Link>
            <UserMenu />
          </div>
        </div>
        <search className="relative">
          <form onSubmit={(e) => e.preventDefault()}>
            <Search
              className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              type="search"
              value={search}
              onChange={(e) => changeSearch(e.target.value)}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              maxLength={100}
              className="h-11 w-full rounded-full border-0 bg-slate-100 ps-11 pe-12 text-slate-900 outline-none ring-violet-500 placeholder:text-slate-500 focus:bg-surface focus:ring-2 [&::-webkit-search-cancel-button]:hidden"
            />
            {search && (
              <button
                type="button"
                onClick={() => changeSearch('')}
                aria-label={t('search.clear')}
                className="absolute end-0 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full text-slate-500 hover:bg-slate-200"
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </form>
        </search>
        {/* On a phone the top row has no room for it: the delivery location goes under the search. */}
        <div className="-my-2 flex sm:hidden">{location('flex max-w-full text-[13px]')}</div>
      </div>
      {locationOpen && (
        <Suspense fallback={null}>
          <LocationSheet open onOpenChange={setLocationOpen} />
        </Suspense>
      )}
    </header>
  );
}

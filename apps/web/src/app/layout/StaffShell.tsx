import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import type { StaffRole } from '../../features/staff/utils/staff-areas';
import { useSession } from '../../lib/session';
import { PageOutlet } from './ErrorBoundary';
import { LanguageButton } from './LanguageButton';
import { Logo } from './Logo';
import { NetworkBanner } from './NetworkBanner';
import { StaffBottomNav, type StaffNavItem, StaffSideNav } from './StaffNav';

/**
 * The one frame of the staff areas (retailer, driver, admin): the brand and which area this is, the
 * language switch and, once signed in with the area's role, the account (`account`: the retailer's
 * shop and where it stands in approval) with the way out (`signOut`, which the area brings from the
 * auth feature), and the area's menu (`nav`): a bar at the bottom on a phone, a column beside the page
 * on a desktop. The page is `children`, or the matched child route.
 *
 * Each area loads it as a lazy chunk (app/routes/screen.ts `staffShell`), not as a static import of its
 * routes file: Home's entry lists every chunk a lazy routes file imports statically (by file name, for
 * preloading), so the shell and what it imports would grow Home's JavaScript once per area.
 */
export default function StaffShell({
  area,
  nav = [],
  account,
  signOut,
  children,
}: {
  area: StaffRole;
  nav?: readonly StaffNavItem[];
  account?: ReactNode;
  signOut?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  // Sign-in and sign-up pages, or someone of another role on the way to the sign-in: no menu yet.
  const inside = user?.role === area;
  const items = inside ? nav : [];
  const side = inside && (account || signOut || items.length > 0);
  // A new page starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-canvas text-slate-900">
      <NetworkBanner />
      <header className="sticky top-0 z-40 border-slate-200/70 border-b bg-surface/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-3">
          <Logo />
          <span className="shrink-0 rounded-full bg-violet-100 px-2.5 py-1 font-semibold text-violet-800 text-xs sm:text-[13px]">
            {t(`staff.${area}.badge`)}
          </span>
          <LanguageButton className="ms-auto" />
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-6xl gap-8 px-4">
        {side && (
          <aside
            aria-label={t('staff.nav.aside')}
            className="sticky top-20 hidden h-fit w-60 shrink-0 gap-5 py-6 lg:grid"
          >
            {account}
            {items.length > 0 && <StaffSideNav items={items} />}
            {signOut}
          </aside>
        )}
        <main className={`min-w-0 flex-1 py-5 lg:py-6 ${items.length ? 'pb-28 lg:pb-10' : 'pb-10'}`}>
          {inside && (account || signOut) && (
            // On a phone the account opens the page (and scrolls away with it), with the way out.
            <div className="mb-5 flex items-center gap-3 lg:hidden">
              <div className="min-w-0 flex-1">{account}</div>
              {signOut}
            </div>
          )}
          {children ?? <PageOutlet />}
        </main>
      </div>
      {items.length > 0 && <StaffBottomNav items={items} />}
      <Toaster />
    </div>
  );
}

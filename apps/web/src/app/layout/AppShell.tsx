import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import { SignInDialogHost } from '../../features/auth/components/SignInDialogHost';
import { BottomNav } from './BottomNav';
import { ErrorBoundary } from './ErrorBoundary';
import { NavBar } from './NavBar';
import { NetworkBanner } from './NetworkBanner';
import { showsBottomNav } from './nav-items';
import { Splash } from './Splash';

/** The cart arrives with its own issue; until then nobody can have items in it. */
const CART_COUNT = 0;

export function AppShell() {
  const { pathname } = useLocation();
  const bottomNav = showsBottomNav(pathname);
  const navigationType = useNavigationType();
  // A new page starts at the top; Back/Forward (POP) leaves the browser's scroll restoration alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-canvas text-slate-900">
      <Splash />
      <NetworkBanner />
      <NavBar cartCount={CART_COUNT} />
      <main className={`mx-auto w-full max-w-6xl px-4 py-5 ${bottomNav ? 'pb-24 md:pb-10' : 'pb-10'}`}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-slate-100" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {bottomNav && <BottomNav cartCount={CART_COUNT} />}
      <SignInDialogHost />
      <Toaster />
    </div>
  );
}

import { lazy, type ReactNode, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import { SignInDialogHost } from '../../features/auth/components/SignInDialogHost';
import { useCart } from '../../features/cart/api/cart';
import { TimeSlotDialogHost } from '../../features/cart/components/TimeSlotDialogHost';
import { withStrings } from '../../lib/i18n';
import { useRealtimeUpdates } from '../realtime';
import { BottomNav } from './BottomNav';
import { PageOutlet } from './ErrorBoundary';
import { NavBar } from './NavBar';
import { NetworkBanner } from './NetworkBanner';
import { showsBottomNav } from './nav-items';
import { Splash } from './Splash';

// The dialog that also knows the event being shopped for (its day, its guests): loaded on first use.
const EventTimeSlotDialog = lazy(withStrings(() => import('./EventTimeSlotDialog'), 'timeSlot', 'product'));

/**
 * The customer pages' frame: navigation bar, the page, the bottom navigation on a phone. index.html's
 * first view of Home (app/first-view.tsx) is this same frame, rendered at build time.
 */
export function ShellFrame({
  cartCount,
  bottomNav,
  before,
  after,
  children,
}: {
  cartCount: number;
  bottomNav: boolean;
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-canvas text-slate-900">
      {before}
      <NavBar cartCount={cartCount} />
      <main className={`mx-auto w-full max-w-6xl px-4 py-5 ${bottomNav ? 'pb-24 md:pb-10' : 'pb-10'}`}>
        {children}
      </main>
      {bottomNav && <BottomNav cartCount={cartCount} />}
      {after}
    </div>
  );
}

export function AppShell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The badges count what is in the signed-in user's cart (nothing, and no request, when signed out).
  const cartCount = useCart().data?.itemCount ?? 0;
  useRealtimeUpdates();
  // A new page starts at the top; Back/Forward (POP) leaves the browser's scroll restoration alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  // A guest's invitation (/rsvp/…) is the guest's page, whoever opens it: no search, cart or
  // navigation; the page brings its own header (the logo and one language switch).
  if (pathname.startsWith('/rsvp/'))
    return (
      <div className="min-h-dvh bg-canvas text-slate-900">
        <Splash />
        <NetworkBanner />
        <PageOutlet />
        <Toaster />
      </div>
    );
  return (
    <ShellFrame
      cartCount={cartCount}
      bottomNav={showsBottomNav(pathname)}
      before={
        <>
          <Splash />
          <NetworkBanner />
        </>
      }
      after={
        <>
          <SignInDialogHost />
          <TimeSlotDialogHost dialog={EventTimeSlotDialog} />
          <Toaster />
        </>
      }
    >
      <PageOutlet />
    </ShellFrame>
  );
}

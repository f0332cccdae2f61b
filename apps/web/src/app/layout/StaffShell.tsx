import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toast';
import { PageOutlet } from './ErrorBoundary';
import { LanguageButton } from './LanguageButton';
import { Logo } from './Logo';
import { NetworkBanner } from './NetworkBanner';

/**
 * The frame of the retailer, driver and admin areas: no shopping search, cart or bottom navigation,
 * just the brand, which area this is, and the language switch.
 */
export function StaffShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = /^\/(retailer|driver|admin)/.exec(pathname)?.[1] as
    | 'retailer'
    | 'driver'
    | 'admin'
    | undefined;
  // A new page starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-canvas text-slate-900">
      <NetworkBanner />
      <header className="sticky top-0 z-40 border-slate-200/70 border-b bg-surface/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <Logo />
          {area && (
            <span className="rounded-full bg-violet-100 px-2.5 py-1 font-semibold text-violet-800 text-xs">
              {t(`staff.${area}.badge`)}
            </span>
          )}
          <LanguageButton className="ms-auto" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 py-5 pb-10">
        <PageOutlet />
      </main>
      <Toaster />
    </div>
  );
}

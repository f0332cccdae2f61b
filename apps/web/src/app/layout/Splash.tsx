import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './Logo';

/** Spec §2 Start: the logo for 2.5 s, then a 0.5 s fade; once per browser session. */
export const SPLASH_VISIBLE_MS = 2500;
export const SPLASH_FADE_MS = 500;
export const SPLASH_SESSION_KEY = 'splashShown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

export function Splash() {
  const { t } = useTranslation();
  const [show] = useState(() => !alreadyShown());
  const [phase, setPhase] = useState<'visible' | 'fading' | 'gone'>(show ? 'visible' : 'gone');

  useEffect(() => {
    if (!show) return;
    try {
      sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
    } catch {
      // Without session storage the splash simply shows on every load.
    }
    // Timed from navigation start, not from when the app mounted: on a slow phone the script itself
    // can take seconds, and the spec's 2.5 s is what the person sees, not what the code sees.
    const visibleFor = Math.max(0, SPLASH_VISIBLE_MS - performance.now());
    const fade = setTimeout(() => setPhase('fading'), visibleFor);
    const done = setTimeout(() => setPhase('gone'), visibleFor + SPLASH_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [show]);

  if (phase === 'gone') return null;
  return (
    <div
      data-testid="splash"
      aria-hidden
      className="fixed inset-0 z-[200] flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-violet-700 via-fuchsia-600 to-rose-500 text-white transition-opacity ease-out"
      style={{ opacity: phase === 'fading' ? 0 : 1, transitionDuration: `${SPLASH_FADE_MS}ms` }}
    >
      <LogoMark className="size-24 animate-bounce drop-shadow-xl" />
      <p className="font-black text-4xl tracking-tight">{t('brand.name')}</p>
      <p className="font-medium text-white/85">{t('brand.tagline')}</p>
    </div>
  );
}

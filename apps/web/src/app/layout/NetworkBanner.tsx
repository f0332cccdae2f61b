import { Gauge, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type NetworkState = 'online' | 'slow' | 'offline';

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
}

/** Spec §4 Network: slow when the effective type is slow-2g or 2g. */
export function networkState(online: boolean, effectiveType: string | undefined): NetworkState {
  if (!online) return 'offline';
  return effectiveType === 'slow-2g' || effectiveType === '2g' ? 'slow' : 'online';
}

function useNetworkState(): NetworkState {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  const read = () => networkState(navigator.onLine, connection?.effectiveType);
  const [state, setState] = useState<NetworkState>(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribe once
  useEffect(() => {
    const update = () => setState(read());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    connection?.addEventListener('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection?.removeEventListener('change', update);
    };
  }, []);
  return state;
}

/** The banner's height, which the sticky header sits below while the banner shows (NavBar). */
export const BANNER_HEIGHT_VAR = '--network-banner-h';

/**
 * Spec §4 Network: 'No internet connection' / 'Slow connection detected', for as long as it lasts:
 * sticky at the top of the window (it does not scroll away) above the sticky header, which moves down
 * by the banner's height meanwhile; it goes only when the connection is back.
 */
export function NetworkBanner() {
  const { t } = useTranslation();
  const state = useNetworkState();
  useEffect(() => {
    const root = document.documentElement.style;
    if (state === 'online') root.removeProperty(BANNER_HEIGHT_VAR);
    else root.setProperty(BANNER_HEIGHT_VAR, '2.5rem');
    return () => {
      root.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [state]);
  if (state === 'online') return null;
  const offline = state === 'offline';
  return (
    <div
      role="status"
      data-testid="network-banner"
      className={`sticky top-0 z-50 flex h-10 items-center justify-center gap-2 px-4 font-semibold text-sm ${offline ? 'bg-slate-900 text-white' : 'bg-amber-100 text-amber-900'}`}
    >
      {offline ? <WifiOff className="size-4" aria-hidden /> : <Gauge className="size-4" aria-hidden />}
      {offline ? t('network.offline') : t('network.slow')}
    </div>
  );
}

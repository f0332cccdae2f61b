import { onlineManager } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a placeholder waits, offline, before it says so instead (issue 26 point 8). */
export const OFFLINE_NOTICE_AFTER_MS = 3000;

const isOnline = () => onlineManager.isOnline();

/**
 * Whether the device has been offline for `ms` (TanStack Query's onlineManager, which follows the
 * browser's online/offline events). Queries wait while offline and fetch again by themselves once
 * back online, so a placeholder only has to say why it is waiting.
 */
export function useOfflineFor(ms = OFFLINE_NOTICE_AFTER_MS): boolean {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    setWaited(false);
    if (online) return;
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [online, ms]);
  return !online && waited;
}

/** What a screen says in the place of its content while it waits, offline, to load it. */
export function OfflineNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`flex items-center gap-3 rounded-3xl bg-slate-100 p-5 text-slate-700 ${className}`}
    >
      <WifiOff className="size-5 shrink-0 text-slate-500" aria-hidden />
      <p className="font-semibold text-sm">{t('network.waiting')}</p>
    </div>
  );
}

/** A placeholder that gives way to the offline notice after a few seconds offline. */
export function OfflineAware({ children }: { children: ReactNode }) {
  return useOfflineFor() ? <OfflineNotice /> : children;
}

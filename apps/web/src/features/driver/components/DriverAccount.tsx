import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { useDriverDashboard } from '../api/driver';

/** The staff shell's account for the driver area: who is signed in, and online or not. */
export function DriverAccount() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dashboard = useDriverDashboard();
  if (!user) return null;
  const status = dashboard.data?.driver.status;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="relative grid size-10 shrink-0 place-items-center rounded-xl bg-violet-100 text-violet-700">
        <Truck className="size-5" aria-hidden />
        {status && (
          <span
            aria-hidden
            className={cn(
              'absolute -end-0.5 -top-0.5 size-3 rounded-full ring-2 ring-white',
              status === 'offline' ? 'bg-slate-400' : 'bg-emerald-500',
            )}
          />
        )}
      </span>
      <span className="grid min-w-0">
        <span className="truncate font-semibold text-slate-900">{user.name}</span>
        {status && (
          <span className="text-slate-600 text-xs">
            {status === 'offline' ? t('driver.status.offline') : t('driver.status.online')}
          </span>
        )}
      </span>
    </div>
  );
}

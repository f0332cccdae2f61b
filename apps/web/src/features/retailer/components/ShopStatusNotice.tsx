import type { ShopStatus } from '@haflah/contracts';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useOwnShops } from '../api/retailer';

const LOOK: Record<ShopStatus, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'border-amber-200 bg-amber-50 text-amber-950' },
  rejected: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-950' },
  approved: { icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-950' },
};

/**
 * Spec §1/§4: a retailer's shop is hidden from customers until an admin approves it. The retailer
 * area says where each of the account's shops stands, so a new retailer knows why nobody sees it yet.
 */
export function ShopStatusNotice() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { user } = useSession();
  const shops = useOwnShops(user?.id);

  if (shops.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm">
        {t('staffRegister.status.loadError')}
      </p>
    );
  }
  if (!shops.data?.length) return null;
  return (
    <div className="grid gap-3">
      {shops.data.map((shop) => {
        const { icon: Icon, className } = LOOK[shop.status];
        return (
          <section
            key={shop.id}
            aria-label={t(`staffRegister.status.${shop.status}Title`)}
            className={cn('flex items-start gap-3 rounded-2xl border px-4 py-3.5', className)}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="grid min-w-0 gap-0.5">
              <h2 className="font-bold">{t(`staffRegister.status.${shop.status}Title`)}</h2>
              <p className="text-sm">{t(`staffRegister.status.${shop.status}`, { name: pick(shop.name) })}</p>
            </div>
          </section>
        );
      })}
    </div>
  );
}

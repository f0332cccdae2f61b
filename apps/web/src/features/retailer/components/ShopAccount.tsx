import { useTranslation } from 'react-i18next';
import { ShopLogo } from '../../../components/ui/ShopLogo';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useShop } from '../api/retailer';
import { type ShopState, shopState } from '../utils/shop-state';

/** Kept here for the retailer screens that name it from their area. */
export { ShopLogo };

const CHIP: Record<ShopState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-800',
  suspended: 'bg-red-100 text-red-800',
  paused: 'bg-slate-200 text-slate-800',
  live: 'bg-emerald-100 text-emerald-800',
};

/** A word for where the shop stands (waiting, live, paused, not approved), coloured to match. */
export function ShopStateChip({ state }: { state: ShopState }) {
  const { t } = useTranslation();
  return (
    <span className={cn('w-fit shrink-0 rounded-full px-2 py-0.5 font-semibold text-xs', CHIP[state])}>
      {t(`shop.state.${state}`)}
    </span>
  );
}

/**
 * The staff shell's account for the retailer area: which shop this is and where it stands, so the
 * owner always knows whether customers can see it.
 */
export function ShopAccount() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const shop = useShop();
  if (shop.isPending) {
    return (
      <div aria-hidden className="flex items-center gap-3">
        <span className="size-10 animate-pulse rounded-xl bg-slate-200" />
        <span className="h-4 w-32 animate-pulse rounded bg-slate-200" />
      </div>
    );
  }
  if (!shop.data) return null;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ShopLogo url={shop.data.logoUrl} className="size-10" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 lg:grid">
        <p className="min-w-0 truncate font-bold text-slate-900">
          <span className="sr-only">{t('shop.account.label')} </span>
          {pick(shop.data.name)}
        </p>
        <ShopStateChip state={shopState(shop.data)} />
      </div>
    </div>
  );
}

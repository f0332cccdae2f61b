import type { ShopProfile } from '@haflah/contracts';
import { Clock, OctagonAlert, PauseCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { errorKey } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { useReopenShop, useShop } from '../api/retailer';

const LOOKS = {
  pending: { icon: Clock, className: 'border-amber-200 bg-amber-50 text-amber-950' },
  rejected: { icon: OctagonAlert, className: 'border-red-200 bg-red-50 text-red-950' },
  paused: { icon: PauseCircle, className: 'border-slate-300 bg-slate-100 text-slate-900' },
} as const;

function Notice({ kind, title, children }: { kind: keyof typeof LOOKS; title: string; children: ReactNode }) {
  const id = useId();
  const { icon: Icon, className } = LOOKS[kind];
  return (
    <section
      aria-labelledby={id}
      className={`flex items-start gap-3 rounded-2xl border px-4 py-3.5 ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1.5 text-sm">
        <h2 id={id} className="font-bold text-base">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** When a paused shop reopens by itself, as seen in Bahrain ('Sat 28 Nov, 9:00 AM'). */
export const reopensAt = formatMoment;

function PauseNotice({ pause }: { pause: NonNullable<ShopProfile['pause']> }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const reopen = useReopenShop();
  return (
    <Notice kind="paused" title={t('shop.approval.pausedTitle')}>
      <p>{t('shop.approval.pausedText')}</p>
      <p>
        <span className="font-semibold">{t('shop.approval.pausedReason')}</span> {pause.reason}
      </p>
      <p>
        {pause.until
          ? t('shop.approval.reopensAt', { when: reopensAt(pause.until, lang) })
          : t('shop.approval.reopensByHand')}
      </p>
      <button
        type="button"
        disabled={reopen.isPending}
        aria-busy={reopen.isPending || undefined}
        onClick={() =>
          reopen.mutate(undefined, {
            onSuccess: () => toast({ kind: 'success', title: t('shop.approval.reopened') }),
            onError: (error) => toast({ kind: 'error', title: t(errorKey(error)) }),
          })
        }
        className={`${smallSecondaryButton} mt-1 bg-white`}
      >
        {reopen.isPending ? t('shop.approval.reopening') : t('shop.approval.reopenNow')}
      </button>
    </Notice>
  );
}

/**
 * At the top of every retailer screen: a shop waiting for approval, not approved or suspended (with
 * the admin's reason) or paused says so, with what it means and what the owner can do. It follows the shop's
 * query, which realtime refreshes when an admin decides, so it changes in place (and is announced).
 * `whatNext` is the way to the profile, which the page brings.
 */
export function ShopStateNotice({ whatNext }: { whatNext?: ReactNode }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const shop = useShop();

  if (shop.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm"
      >
        <span className="flex-1">{t('shop.approval.loadError')}</span>
        <button
          type="button"
          onClick={() => void shop.refetch()}
          className="font-bold underline underline-offset-4"
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  const data = shop.data;
  return (
    <div aria-live="polite" className="grid gap-3 empty:hidden">
      {data?.status === 'pending' && (
        <Notice kind="pending" title={t('shop.approval.pendingTitle')}>
          <p>{t('shop.approval.pendingText', { name: pick(data.name) })}</p>
          <p className="font-semibold">{t('shop.approval.meanwhile')}</p>
          <ul className="list-disc ps-5">
            <li>{t('shop.approval.canEditProfile')}</li>
            <li>{t('shop.approval.canPrepareListings')}</li>
          </ul>
          {whatNext}
        </Notice>
      )}
      {data?.status === 'rejected' && (
        <Notice kind="rejected" title={t('shop.approval.rejectedTitle')}>
          <p>{t('shop.approval.rejectedText', { name: pick(data.name) })}</p>
          {data.statusReason && (
            <p>
              <span className="font-semibold">{t('shop.approval.reason')}</span> {data.statusReason}
            </p>
          )}
          <p>{t('shop.approval.rejectedNext')}</p>
          {whatNext}
        </Notice>
      )}
      {data?.status === 'suspended' && (
        <Notice kind="rejected" title={t('shop.approval.suspendedTitle')}>
          <p>{t('shop.approval.suspendedText', { name: pick(data.name) })}</p>
          {data.statusReason && (
            <p>
              <span className="font-semibold">{t('shop.approval.reason')}</span> {data.statusReason}
            </p>
          )}
          <p>{t('shop.approval.suspendedNext')}</p>
        </Notice>
      )}
      {data?.pause && <PauseNotice pause={data.pause} />}
    </div>
  );
}

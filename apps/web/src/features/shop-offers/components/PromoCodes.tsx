import type { PromoCode } from '@haflah/contracts';
import { Plus, TicketPercent } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { type CodeScope, useCreatePromoCode, useDisablePromoCode, usePromoCodes } from '../api/offers';
import { StateBadge } from './StateBadge';
import { TermsSheet } from './TermsSheet';
import { useTermsText } from './terms-text';

/**
 * Promo codes, the shop's (`retailer`) or the marketplace's (`admin`): newest first, each with its
 * terms, use, state and expiry; "New code" opens the form, "Disable" stops one after a confirmation.
 */
export function PromoCodes({ scope, headingLevel = 2 }: { scope: CodeScope; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const query = usePromoCodes(scope);
  const create = useCreatePromoCode(scope);
  const [adding, setAdding] = useState(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const codes = query.data?.codes ?? [];

  let body: ReactNode;
  if (query.isPending)
    body = <ListSkeleton label={t('shopOffers.codes.loading')} blocks={['h-28', 'h-28']} />;
  else if (query.isError) {
    body = <ErrorPanel message={t('shopOffers.codes.loadError')} onRetry={() => query.refetch()} />;
  } else if (codes.length === 0) {
    body = (
      <EmptyState
        icon={<TicketPercent className="size-7" aria-hidden />}
        title={t('shopOffers.codes.empty')}
        text={t(scope === 'admin' ? 'shopOffers.codes.adminEmptyText' : 'shopOffers.codes.emptyText')}
      />
    );
  } else {
    body = (
      <ul className="grid gap-2">
        {codes.map((c) => (
          <li key={c.id}>
            <CodeItem code={c} scope={scope} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="grid gap-3" aria-labelledby={`codes-${scope}`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Heading
            id={`codes-${scope}`}
            className={
              headingLevel === 1
                ? 'font-extrabold text-2xl text-slate-900'
                : 'font-bold text-slate-900 text-xl'
            }
          >
            {t(scope === 'admin' ? 'shopOffers.codes.adminTitle' : 'shopOffers.codes.title')}
          </Heading>
          <p className="text-slate-600 text-sm">
            {t(scope === 'admin' ? 'shopOffers.codes.adminIntro' : 'shopOffers.codes.intro')}
          </p>
        </div>
        <button type="button" className={smallSecondaryButton} onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          {t('shopOffers.codes.new')}
        </button>
      </div>
      {body}
      {adding && (
        <TermsSheet
          kind="code"
          pending={create.isPending}
          onClose={() => setAdding(false)}
          send={(input, done) =>
            create.mutate(input, {
              onSuccess: (made) => {
                toast({ kind: 'success', description: t('shopOffers.codes.created', { code: made.code }) });
                done.onSuccess();
              },
              onError: done.onError,
            })
          }
        />
      )}
    </section>
  );
}

function CodeItem({ code, scope }: { code: PromoCode; scope: CodeScope }) {
  const { t } = useTranslation();
  const f = useFormat();
  const terms = useTermsText();
  const disable = useDisablePromoCode(scope);
  const confirm = useConfirmInline();
  const live = code.state === 'active' || code.state === 'scheduled';
  const used =
    code.usageLimit === null
      ? t('shopOffers.codes.usedCount', { count: code.usedCount, shown: f.count(code.usedCount) })
      : t('shopOffers.codes.usedOf', { used: f.count(code.usedCount), limit: f.count(code.usageLimit) });
  const when = terms.moment(code.expiresAt);
  const dates =
    code.state === 'scheduled'
      ? t('shopOffers.codes.startsExpires', { start: terms.moment(code.startsAt), end: when })
      : t(code.state === 'expired' ? 'shopOffers.codes.expired' : 'shopOffers.codes.expires', { date: when });

  const disableNow = () =>
    disable.mutate(code.id, {
      onSuccess: () =>
        toast({ kind: 'success', description: t('shopOffers.codes.disabled', { code: code.code }) }),
      onError: (error) => {
        confirm.cancel();
        toast({ kind: 'error', description: errorMessage(t, error) });
      },
    });

  return (
    <article className="grid gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p dir="ltr" className="font-extrabold font-mono text-lg text-slate-900 tracking-wide">
          {code.code}
        </p>
        <StateBadge state={code.state} />
      </div>
      <p className="font-semibold text-slate-800">{terms.headline(code)}</p>
      <p className="text-slate-600 text-sm">{terms.conditions(code).join(' · ')}</p>
      <p className="text-slate-700 text-sm">
        {used} · {dates}
      </p>
      {live &&
        (confirm.confirming ? (
          <ConfirmInline
            text={t('shopOffers.codes.confirmDisable', { code: code.code })}
            confirmLabel={t('shopOffers.codes.disable')}
            cancelLabel={t('shopOffers.codes.keep')}
            pending={disable.isPending}
            onConfirm={disableNow}
            onCancel={confirm.cancel}
          />
        ) : (
          <button
            ref={confirm.triggerRef}
            type="button"
            onClick={confirm.ask}
            className="min-h-11 w-fit rounded-full bg-surface px-4 font-semibold text-red-700 text-sm ring-1 ring-red-200 hover:bg-red-50"
          >
            {t('shopOffers.codes.disable')}
          </button>
        ))}
    </article>
  );
}

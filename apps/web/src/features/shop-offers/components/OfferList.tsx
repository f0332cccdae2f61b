import type { ShopOffer } from '@haflah/contracts';
import { BadgePercent, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { useEndOffer, useUpdateOffer } from '../api/offers';
import { StateBadge } from './StateBadge';
import { TermsSheet } from './TermsSheet';
import { useTermsText } from './terms-text';

/**
 * The shop's offers: the one running now as a card with what customers see, then the upcoming and
 * the past ones. A running or upcoming offer can be edited (the same form, filled in) or ended now,
 * after a confirmation.
 */
export function OfferList({ offers }: { offers: readonly ShopOffer[] }) {
  const { t } = useTranslation();
  const running = offers.filter((o) => o.state === 'running');
  const upcoming = offers.filter((o) => o.state === 'upcoming');
  const past = offers.filter((o) => o.state === 'past');
  return (
    <div className="grid gap-4">
      {running.map((o) => (
        <OfferItem key={o.id} offer={o} featured />
      ))}
      {upcoming.length > 0 && (
        <section className="grid gap-2" aria-labelledby="offers-upcoming">
          <h3 id="offers-upcoming" className="font-bold text-slate-900">
            {t('shopOffers.offers.upcoming')}
          </h3>
          <ul className="grid gap-2">
            {upcoming.map((o) => (
              <li key={o.id}>
                <OfferItem offer={o} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section className="grid gap-2" aria-labelledby="offers-past">
          <h3 id="offers-past" className="font-bold text-slate-900">
            {t('shopOffers.offers.past')}
          </h3>
          <ul className="grid gap-2">
            {past.map((o) => (
              <li key={o.id}>
                <OfferItem offer={o} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function OfferItem({ offer, featured = false }: { offer: ShopOffer; featured?: boolean }) {
  const { t } = useTranslation();
  const terms = useTermsText();
  const end = useEndOffer();
  const update = useUpdateOffer();
  const [editing, setEditing] = useState(false);
  const confirm = useConfirmInline();
  const dates = t('shopOffers.offers.dates', {
    from: terms.moment(offer.startsAt),
    to: terms.moment(offer.endsAt),
  });
  const upcoming = offer.state === 'upcoming';

  const endNow = () =>
    end.mutate(offer.id, {
      onSuccess: () =>
        toast({
          kind: 'success',
          description: t(upcoming ? 'shopOffers.offers.withdrawn' : 'shopOffers.offers.ended'),
        }),
      onError: (error) => {
        confirm.cancel();
        toast({ kind: 'error', description: errorMessage(t, error) });
      },
    });

  return (
    <article
      className={
        featured
          ? 'grid gap-3 rounded-3xl bg-rose-50 p-5 ring-1 ring-rose-200'
          : 'grid gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p
          className={
            featured
              ? 'flex items-center gap-2 font-extrabold text-rose-700 text-xl'
              : 'flex items-center gap-2 font-bold text-slate-900'
          }
        >
          <BadgePercent
            className={featured ? 'size-6 shrink-0' : 'size-5 shrink-0 text-rose-600'}
            aria-hidden
          />
          {terms.headline(offer)}
        </p>
        <StateBadge state={offer.state} />
      </div>
      {featured && <p className="text-slate-700 text-sm">{t('shopOffers.offers.onCard')}</p>}
      <p className="text-slate-600 text-sm">{terms.conditions(offer).join(' · ')}</p>
      <p className="text-slate-700 text-sm">{dates}</p>
      {offer.state !== 'past' &&
        (confirm.confirming ? (
          <ConfirmInline
            text={t(upcoming ? 'shopOffers.offers.confirmWithdraw' : 'shopOffers.offers.confirmEnd')}
            confirmLabel={t(upcoming ? 'shopOffers.offers.withdraw' : 'shopOffers.offers.end')}
            cancelLabel={t('shopOffers.offers.keep')}
            pending={end.isPending}
            onConfirm={endNow}
            onCancel={confirm.cancel}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={t('shopOffers.offers.editLabel', { offer: terms.headline(offer) })}
              className="flex min-h-11 w-fit items-center gap-1.5 rounded-full bg-surface px-4 font-semibold text-slate-800 text-sm ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <Pencil className="size-4" aria-hidden />
              {t('shopOffers.offers.edit')}
            </button>
            <button
              ref={confirm.triggerRef}
              type="button"
              onClick={confirm.ask}
              className="min-h-11 w-fit rounded-full bg-surface px-4 font-semibold text-red-700 text-sm ring-1 ring-red-200 hover:bg-red-50"
            >
              {t(upcoming ? 'shopOffers.offers.withdraw' : 'shopOffers.offers.end')}
            </button>
          </div>
        ))}
      {editing && (
        <TermsSheet
          kind="offer"
          editing={offer}
          pending={update.isPending}
          onClose={() => setEditing(false)}
          send={(input, done) =>
            update.mutate(
              { id: offer.id, input },
              {
                onSuccess: () => {
                  toast({ kind: 'success', description: t('shopOffers.offers.saved') });
                  done.onSuccess();
                },
                onError: done.onError,
              },
            )
          }
        />
      )}
    </article>
  );
}

import { BadgePercent, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { toast } from '../../../components/ui/toast';
import { useCreateOffer, useShopOffers } from '../api/offers';
import { OfferList } from './OfferList';
import { TermsSheet } from './TermsSheet';

/** The shop's offers with "New offer": loading, empty, refused and listed states. */
export function ShopOffers() {
  const { t } = useTranslation();
  const query = useShopOffers();
  const create = useCreateOffer();
  const [adding, setAdding] = useState(false);
  const offers = query.data?.offers ?? [];

  let body: ReactNode;
  if (query.isPending)
    body = <ListSkeleton label={t('shopOffers.offers.loading')} blocks={['h-40', 'h-24']} />;
  else if (query.isError) {
    body = <ErrorPanel message={t('shopOffers.offers.loadError')} onRetry={() => query.refetch()} />;
  } else if (offers.length === 0) {
    body = (
      <EmptyState
        icon={<BadgePercent className="size-7" aria-hidden />}
        title={t('shopOffers.offers.empty')}
        text={t('shopOffers.offers.emptyText')}
      />
    );
  } else body = <OfferList offers={offers} />;

  return (
    <section className="grid gap-3" aria-labelledby="shop-offers">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="shop-offers" className="font-bold text-slate-900 text-xl">
          {t('shopOffers.offers.title')}
        </h2>
        <button type="button" className={smallSecondaryButton} onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          {t('shopOffers.offers.new')}
        </button>
      </div>
      {body}
      {adding && (
        <TermsSheet
          kind="offer"
          pending={create.isPending}
          onClose={() => setAdding(false)}
          send={(input, done) =>
            create.mutate(input, {
              onSuccess: () => {
                toast({ kind: 'success', description: t('shopOffers.offers.created') });
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

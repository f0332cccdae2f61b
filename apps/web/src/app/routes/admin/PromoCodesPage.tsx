import { useTranslation } from 'react-i18next';
import { PromoCodes } from '../../../features/shop-offers/components/PromoCodes';
import { usePageTitle } from '../../../lib/page-title';

/** /admin/promo-codes (issue 27 point 6): the marketplace-wide codes, good at every shop. */
export default function PromoCodesPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopOffers.codes.adminTitle'));
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <PromoCodes scope="admin" headingLevel={1} />
    </div>
  );
}

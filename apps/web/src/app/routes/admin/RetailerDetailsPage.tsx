import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { NotFoundPanel } from '../../../components/ui/NotFoundPanel';
import { useAdminShop } from '../../../features/admin/api/admin-shops';
import { ShopDetails } from '../../../features/admin/components/shops/ShopDetails';
import { hasCode } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/** /admin/retailer/:id: one shop's details and what an admin may do with it; a missing shop says so. */
export default function RetailerDetailsPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { id = '' } = useParams();
  const query = useAdminShop(id);
  const missing = hasCode(query.error, 'NOT_FOUND') || hasCode(query.error, 'VALIDATION_FAILED');
  usePageTitle(
    query.data
      ? pick(query.data.profile.name)
      : missing
        ? t('adminShops.details.missing')
        : t('adminShops.details.title'),
  );

  const back = (
    <Link
      to="/admin/all-retailers"
      className="flex w-fit items-center gap-1.5 font-semibold text-sm text-violet-700 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('adminShops.details.back')}
    </Link>
  );

  if (missing) {
    return (
      <NotFoundPanel
        title={t('adminShops.details.missing')}
        text={t('adminShops.details.missingText')}
        to="/admin/all-retailers"
        action={t('adminShops.details.toList')}
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      {back}
      {query.isError && !query.data ? (
        <>
          <h1 className="sr-only">{t('adminShops.details.title')}</h1>
          <ErrorPanel message={t('adminShops.details.loadError')} onRetry={() => void query.refetch()} />
        </>
      ) : query.data ? (
        <ShopDetails detail={query.data} />
      ) : (
        <ListSkeleton label={t('adminShops.details.loading')} blocks={['h-40', 'h-72', 'h-56']} />
      )}
    </div>
  );
}

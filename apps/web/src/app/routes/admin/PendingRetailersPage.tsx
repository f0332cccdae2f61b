import { useTranslation } from 'react-i18next';
import { PendingShopsList } from '../../../features/admin/components/PendingShopsList';
import { usePageTitle } from '../../../lib/page-title';

/** /admin/pending-retailers: every shop waiting for approval, to approve or reject with a reason. */
export default function PendingRetailersPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.pending.title'));
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('admin.pending.title')}</h1>
        <p className="text-slate-600">{t('admin.pending.intro')}</p>
      </div>
      <PendingShopsList />
    </div>
  );
}

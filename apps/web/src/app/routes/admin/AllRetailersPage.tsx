import { useTranslation } from 'react-i18next';
import { ShopFilters } from '../../../features/admin/components/shops/ShopFilters';
import { ShopsList } from '../../../features/admin/components/shops/ShopsList';
import { useShopsFilter } from '../../../features/admin/hooks/useShopsFilter';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /admin/all-retailers: every shop, searched by name in either language and filtered by status, a
 * page at a time (all kept in the address); each opens its details.
 */
export default function AllRetailersPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminShops.list.title'));
  const { filter, filtered, narrow, toPage, clear } = useShopsFilter();
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('adminShops.list.title')}</h1>
        <p className="text-slate-600">{t('adminShops.list.intro')}</p>
      </div>
      <ShopFilters filter={filter} onNarrow={narrow} />
      <ShopsList
        filter={filter}
        filtered={filtered}
        onPage={(page) => {
          toPage(page);
          window.scrollTo({ top: 0 });
        }}
        onClear={clear}
      />
    </div>
  );
}

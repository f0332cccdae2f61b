import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import type { Crumb } from '../components/Breadcrumb';
import type { useBrowseState } from './useBrowseState';

/** Where the browse stands as breadcrumbs (Categories › Cakes › Sugar Pearl), and the page's title. */
export function useBrowseCrumbs(browse: ReturnType<typeof useBrowseState>): Crumb[] {
  const { state } = browse;
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const crumbs: Crumb[] = [{ label: t('home.categories'), onClick: browse.showCategories }];
  if (state.category) crumbs.push({ label: pick(state.category.name), onClick: browse.showCategory });
  if (state.shop) crumbs.push({ label: pick(state.shop.name) });
  if (!state.category && !state.shop && state.mode === 'products') crumbs.push({ label: t('home.allItems') });
  usePageTitle(
    state.search.trim()
      ? t('search.pageTitle', { q: state.search.trim() })
      : state.mode === 'categories'
        ? undefined
        : crumbs[crumbs.length - 1]?.label,
  );
  return crumbs;
}

/** Spec: with both retailerId and retailerName, select that retailer, clear search, reset the URL. */
export function useRetailerLink(openShop: ReturnType<typeof useBrowseState>['openShop']) {
  const [params] = useSearchParams();
  const retailerId = params.get('retailerId');
  const retailerName = params.get('retailerName');
  useEffect(() => {
    if (retailerId && retailerName)
      openShop({ id: retailerId, name: { en: retailerName, ar: retailerName } });
  }, [retailerId, retailerName, openShop]);
}

import { FEATURED_PRODUCTS } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { errorMessage } from '../../../lib/errors';
import { useCategories, useItems } from '../api/catalogue';
import { FEATURED_FILTER } from '../api/first-view';
import type { useBrowseState } from '../hooks/useBrowseState';
import { CategoryGrid } from './CategoryGrid';
import { HomeHero } from './HomeHero';
import { type ItemActions, ItemGrid } from './ItemGrid';
import { PageGridSkeleton, ProductListSkeleton } from './Skeletons';

/** Home's first view: who we are, the categories, and the featured products. */
export function CategoriesView({
  onSelect,
  actions,
}: {
  onSelect: ReturnType<typeof useBrowseState>['selectCategory'];
  actions: ItemActions;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const featured = useItems(FEATURED_FILTER);
  return (
    <>
      <HomeHero />

      <section aria-labelledby="categories-title" className="grid gap-3">
        <h2 id="categories-title" className="font-bold text-lg text-slate-900 sm:text-xl">
          {t('home.shopByCategories')}
        </h2>
        {categories.isPending ? (
          <PageGridSkeleton />
        ) : categories.isError ? (
          <ErrorPanel message={errorMessage(t, categories.error)} onRetry={() => categories.refetch()} />
        ) : (
          <CategoryGrid categories={categories.data} onSelect={(c) => onSelect({ id: c.id, name: c.name })} />
        )}
      </section>

      <section aria-labelledby="featured-title" className="grid gap-3">
        <h2 id="featured-title" className="font-bold text-lg text-slate-900 sm:text-xl">
          {t('home.featuredProducts')}
        </h2>
        {featured.isPending ? (
          <ProductListSkeleton count={FEATURED_PRODUCTS} />
        ) : featured.isError ? (
          <ErrorPanel message={t('home.productsTrouble')} onRetry={() => featured.refetch()} />
        ) : (
          <ItemGrid items={featured.data} {...actions} />
        )}
      </section>
    </>
  );
}

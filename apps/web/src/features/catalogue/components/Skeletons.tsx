import { useTranslation } from 'react-i18next';

const block = 'animate-pulse rounded-lg bg-slate-200/80';

/** Spec §2: a product card placeholder (image, title, badge line, price, secondary value, round button). */
export function ProductCardSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-slate-100"
      aria-hidden
    >
      <div className={`${block} aspect-[4/3] rounded-none`} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className={`${block} h-4 w-4/5`} />
        <div className="flex items-center gap-2">
          <div className={`${block} h-4 w-14 rounded-full`} />
          <div className={`${block} h-3 w-10`} />
        </div>
        <div className="mt-auto flex items-end justify-between gap-2">
          <div className="grid gap-1">
            <div className={`${block} h-5 w-20`} />
            <div className="text-[11px] text-slate-300">
              {t('skeleton.prepTime')} · {t('skeleton.distance')}
            </div>
          </div>
          <div className={`${block} size-9 rounded-full`} />
        </div>
      </div>
    </div>
  );
}

/** Spec §2: a product list placeholder of 6 cards. */
export const SKELETON_PRODUCT_CARDS = 6;
export function ProductListSkeleton({ count = SKELETON_PRODUCT_CARDS }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="product-list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** Spec §2: a page grid placeholder (category tiles, retailer rows). */
export function PageGridSkeleton({ count = 8, tall = false }: { count?: number; tall?: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-hidden data-testid="page-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={`${block} ${tall ? 'h-40' : 'h-28'} rounded-2xl`} />
      ))}
    </div>
  );
}

/** Spec §2: a search bar with filter chips placeholder. */
export function SearchBarSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      <div className={`${block} h-11 w-full rounded-full`} />
      <div className="flex gap-2">
        {[16, 20, 14, 24].map((w) => (
          <div key={w} className={`${block} h-8 rounded-full`} style={{ width: `${w * 4}px` }} />
        ))}
      </div>
    </div>
  );
}

/** A shop's cover while its page loads: a band of the same height (no jump when it arrives). */
export function ShopHeaderSkeleton() {
  return <div className={`${block} h-24 rounded-2xl sm:h-36`} aria-hidden />;
}

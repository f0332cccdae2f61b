import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvLinks } from '../../../features/shop-listings/components/CsvLinks';
import { ImportFlow } from '../../../features/shop-listings/components/ImportFlow';
import { LISTINGS_PATH } from '../../../features/shop-listings/components/ListingList';
import { usePageTitle } from '../../../lib/page-title';

const STEPS = ['template', 'fill', 'check'] as const;

/**
 * /retailer/products/import: many listings at once from a CSV file (the template's columns, or an
 * export edited): checked first (nothing written), then applied; rows with errors are skipped and
 * reported by row number, the others are saved.
 */
export default function ListingsImportPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopListings.import.title'));
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <Link
        to={LISTINGS_PATH}
        className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('shopListings.import.back')}
      </Link>
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('shopListings.import.title')}</h1>
        <p className="text-slate-600 text-sm">{t('shopListings.import.intro')}</p>
      </div>
      <ol className="grid gap-2 text-slate-700 text-sm">
        {STEPS.map((step, i) => (
          <li key={step} className="flex items-start gap-2.5">
            <span
              aria-hidden
              className="grid size-6 shrink-0 place-items-center rounded-full bg-violet-100 font-bold text-violet-800 text-xs"
            >
              {i + 1}
            </span>
            {t(`shopListings.import.steps.${step}`)}
          </li>
        ))}
      </ol>
      <CsvLinks showImport={false} />
      <ImportFlow />
    </div>
  );
}

import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { LISTING_CSV_URLS } from '../api/listings';
import { LISTINGS_PATH } from './ListingList';

/**
 * The CSV actions: import (a screen of its own), and the server's export and template files, which
 * the browser downloads itself.
 */
export function CsvLinks({ showImport = true }: { showImport?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {showImport && (
        <Link to={`${LISTINGS_PATH}/import`} className={smallSecondaryButton}>
          <Upload className="size-4" aria-hidden />
          {t('shopListings.csv.import')}
        </Link>
      )}
      <a href={LISTING_CSV_URLS.export} download className={smallSecondaryButton}>
        <Download className="size-4" aria-hidden />
        {t('shopListings.csv.export')}
      </a>
      <a href={LISTING_CSV_URLS.template} download className={smallSecondaryButton}>
        <FileSpreadsheet className="size-4" aria-hidden />
        {t('shopListings.csv.template')}
      </a>
    </div>
  );
}

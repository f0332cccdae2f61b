import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useOrderInvoice } from '../../../features/shop-orders/api/shop-orders';
import { Invoice, PrintButton } from '../../../features/shop-orders/components/Invoice';
import { ShopOrderNotFound } from '../../../features/shop-orders/components/ShopOrderSections';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /retailer/orders/:id/invoice: the order's VAT invoice, in both languages, to print or save as PDF
 * (the browser's print; only the invoice is printed, on A4, black on white).
 */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useOrderInvoice(id);
  const invoice = query.data;
  usePageTitle(
    invoice ? t('shopOrders.invoice.pageTitle', { number: invoice.number }) : t('shopOrders.invoice.title'),
  );

  if (query.isError && hasCode(query.error, 'NOT_FOUND')) return <ShopOrderNotFound />;

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <div className="invoice-no-print flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/retailer/orders/${id}`}
          className="flex w-fit items-center gap-1.5 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
        >
          <FileText className="size-4" aria-hidden />
          {invoice ? t('shopOrders.invoice.back', { number: invoice.number }) : t('shopOrders.detailTitle')}
        </Link>
        {invoice && <PrintButton />}
      </div>
      {invoice ? (
        <Invoice invoice={invoice} />
      ) : query.isError ? (
        <>
          <h1 className="font-extrabold text-2xl text-slate-900">{t('shopOrders.invoice.title')}</h1>
          <ErrorPanel message={t('shopOrders.invoice.loadError')} onRetry={() => query.refetch()} />
        </>
      ) : (
        <>
          <h1 className="sr-only">{t('shopOrders.invoice.title')}</h1>
          <ListSkeleton label={t('shopOrders.invoice.loading')} blocks={['h-32', 'h-48', 'h-24']} />
        </>
      )}
    </div>
  );
}

import { formatMoney, type OrderInvoice } from '@haflah/contracts';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/ui/buttons';
import { cn } from '../../../lib/cn';
import { formatPhone, useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { addressLine } from '../utils/address';
import { dateText, spanText } from '../utils/order-text';
import './invoice-print.css';

/** The invoice's headings: English and Arabic side by side, whatever the screen's language. */
type BiLabel =
  | 'title'
  | 'seller'
  | 'buyer'
  | 'cr'
  | 'phone'
  | 'number'
  | 'issued'
  | 'accepted'
  | 'delivered'
  | 'payment'
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'subtotal'
  | 'deliveryFee'
  | 'discount'
  | 'discountOffer'
  | 'discountCode'
  | 'total'
  | 'vat'
  | 'pricesInclude';

function Bi({
  term,
  values,
  stacked,
}: {
  term: BiLabel;
  values?: Record<string, unknown>;
  /** One language above the other (narrow table headings) rather than side by side. */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  // <bdi>: each language keeps its own direction without turning the alignment of its line around.
  return (
    <>
      <span lang="en" className={stacked ? 'block' : undefined}>
        <bdi>{t(`shopOrders.invoice.bi.${term}.en`, values)}</bdi>
      </span>
      {!stacked && <span aria-hidden> / </span>}
      <span lang="ar" className={stacked ? 'block' : undefined}>
        <bdi>{t(`shopOrders.invoice.bi.${term}.ar`, values)}</bdi>
      </span>
    </>
  );
}

function Field({ term, children }: { term: BiLabel; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-slate-500 text-xs">
        <Bi term={term} />
      </dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The Print button: the browser's print dialog, which also saves the invoice as a PDF. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => window.print()} className={cn(primaryButton, 'invoice-no-print')}>
      <Printer className="size-4" aria-hidden />
      {t('shopOrders.invoice.print')}
    </button>
  );
}

/**
 * A VAT invoice for one order, as the server issued its figures: seller (names in both languages, CR
 * number, address), invoice number (the order's) and dates, buyer, lines, subtotal, delivery fee,
 * total, and the 10% VAT the total includes, shown apart (not added).
 */
export function Invoice({ invoice }: { invoice: OrderInvoice }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const f = useFormat();
  const { seller, buyer } = invoice;
  return (
    <article
      aria-labelledby="invoice-title"
      className="invoice-sheet mx-auto grid w-full max-w-3xl gap-5 rounded-2xl bg-white p-5 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-slate-900 border-b-2 pb-4">
        <div className="grid gap-1">
          <p className="font-extrabold text-xl" lang="en">
            <bdi>{seller.name.en}</bdi>
          </p>
          <p className="font-extrabold text-xl" lang="ar">
            <bdi>{seller.name.ar}</bdi>
          </p>
        </div>
        <h1 id="invoice-title" className="grid gap-0.5 font-extrabold text-2xl sm:text-end">
          <span lang="en">
            <bdi>{t('shopOrders.invoice.bi.title.en')}</bdi>
          </span>
          <span lang="ar">
            <bdi>{t('shopOrders.invoice.bi.title.ar')}</bdi>
          </span>
        </h1>
      </header>

      <div className="grid gap-5 sm:grid-cols-2">
        <section aria-label={t('shopOrders.invoice.sellerSection')} className="grid content-start gap-2">
          <h2 className="font-bold text-sm uppercase tracking-wide">
            <Bi term="seller" />
          </h2>
          <dl className="grid gap-2 text-sm">
            <Field term="cr">{seller.crNumber ?? t('shopOrders.invoice.notGiven')}</Field>
            {(seller.address || seller.area) && (
              <div className="grid gap-0.5">
                <dt className="sr-only">{t('shopOrders.invoice.sellerAddress')}</dt>
                <dd className="text-slate-800">
                  {[seller.address, seller.area.en].filter(Boolean).join(', ')}
                  {seller.area.ar && (
                    <span lang="ar" className="block">
                      <bdi>{seller.area.ar}</bdi>
                    </span>
                  )}
                </dd>
              </div>
            )}
            {seller.phone && (
              <Field term="phone">
                <bdi dir="ltr">{formatPhone(seller.phone)}</bdi>
              </Field>
            )}
          </dl>
        </section>
        <section aria-label={t('shopOrders.invoice.detailsSection')} className="grid content-start gap-2">
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <Field term="number">
              <span data-testid="invoice-number">{`#${invoice.number}`}</span>
            </Field>
            <Field term="issued">{dateText(invoice.issuedAt, lang)}</Field>
            {invoice.acceptedAt && <Field term="accepted">{dateText(invoice.acceptedAt, lang)}</Field>}
            {invoice.deliveredAt && <Field term="delivered">{dateText(invoice.deliveredAt, lang)}</Field>}
            <Field term="payment">{t(`shopOrders.payment.type.${invoice.paymentType}`)}</Field>
          </dl>
        </section>
      </div>

      <section aria-label={t('shopOrders.invoice.buyerSection')} className="grid gap-1 text-sm">
        <h2 className="font-bold text-sm uppercase tracking-wide">
          <Bi term="buyer" />
        </h2>
        <p className="font-semibold">{buyer.firstName ?? t('shopOrders.customerHidden')}</p>
        {buyer.address && <p className="text-slate-800">{addressLine(t, buyer.address)}</p>}
      </section>

      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('shopOrders.invoice.linesCaption')}</caption>
        <thead>
          <tr className="border-slate-900 border-b text-start text-xs">
            <th scope="col" className="py-2 pe-2 text-start font-bold">
              <Bi term="description" stacked />
            </th>
            <th scope="col" className="px-2 py-2 text-end font-bold">
              <Bi term="quantity" stacked />
            </th>
            <th scope="col" className="px-2 py-2 text-end font-bold">
              <Bi term="unitPrice" stacked />
            </th>
            <th scope="col" className="py-2 ps-2 text-end font-bold">
              <Bi term="amount" stacked />
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            // Lines have no id of their own here; their order is the order's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <tr key={i} className="border-slate-200 border-b align-top">
              <td className="py-2 pe-2">
                <span className="block font-semibold" lang="en">
                  <bdi>{line.name.en}</bdi>
                </span>
                <span className="block" lang="ar">
                  <bdi>{line.name.ar}</bdi>
                </span>
                {line.booking && (
                  <span className="block text-slate-600 text-xs">
                    {spanText(line.booking.start, line.booking.end, lang)}
                  </span>
                )}
              </td>
              <td className="px-2 py-2 text-end">{line.quantity}</td>
              <td className="whitespace-nowrap px-2 py-2 text-end">{f.money(line.unitPriceFils)}</td>
              <td className="whitespace-nowrap py-2 ps-2 text-end">{f.money(line.totalFils)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl data-testid="invoice-totals" className="ms-auto grid w-full max-w-sm gap-1.5 text-sm">
        <TotalRow term="subtotal" value={f.money(invoice.subtotalFils)} />
        {/* Bookings only: nothing is delivered, so no delivery fee line (issue 26). */}
        {invoice.lines.some((l) => !l.booking) && (
          <TotalRow term="deliveryFee" value={f.money(invoice.deliveryFeeFils)} />
        )}
        {invoice.discountFils > 0 && (
          <TotalRow
            {...discountTerm(invoice.discount)}
            value={f.money(-invoice.discountFils)}
            testId="invoice-discount"
          />
        )}
        <TotalRow term="total" value={f.money(invoice.totalFils)} strong testId="invoice-total" />
        <TotalRow
          term="vat"
          values={{ percent: invoice.vatPercent }}
          value={f.money(invoice.vatFils)}
          testId="invoice-vat"
        />
      </dl>
      <p className="text-slate-600 text-xs">
        <Bi term="pricesInclude" values={{ percent: invoice.vatPercent }} />
      </p>
    </article>
  );
}

/** The discount line's words: the offer's terms or the code as the order was given them (both languages). */
function discountTerm(discount: OrderInvoice['discount']): {
  term: BiLabel;
  values?: Record<string, unknown>;
} {
  if (discount?.kind === 'code') return { term: 'discountCode', values: { code: discount.code } };
  if (discount?.kind === 'offer')
    return {
      term: 'discountOffer',
      values: {
        percent: discount.percent,
        capEn: formatMoney(discount.capFils, 'en'),
        capAr: formatMoney(discount.capFils, 'ar'),
      },
    };
  return { term: 'discount' };
}

function TotalRow({
  term,
  value,
  values,
  strong,
  testId,
}: {
  term: BiLabel;
  value: string;
  values?: Record<string, unknown>;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-3',
        strong && 'border-slate-900 border-y py-2 font-extrabold text-base',
      )}
    >
      <dt className="text-xs">
        <Bi term={term} values={values} />
      </dt>
      <dd data-testid={testId} className="whitespace-nowrap">
        {value}
      </dd>
    </div>
  );
}

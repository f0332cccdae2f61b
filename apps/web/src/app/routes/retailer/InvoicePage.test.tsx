import type { OrderInvoice } from '@haflah/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoice, orderId, retailerUser } from '../../../features/shop-orders/testing';
import { setLanguage } from '../../../lib/i18n';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import InvoicePage from './InvoicePage';

const ID = orderId(7);

function renderInvoice(answer: OrderInvoice | null) {
  const mock = mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    if (answer && call.path === `/api/retailer/orders/${ID}/invoice`) return { body: answer };
    return apiError(404, 'NOT_FOUND');
  });
  renderApp(
    <Routes>
      <Route path="/retailer/orders/:id/invoice" element={<InvoicePage />} />
    </Routes>,
    { path: `/retailer/orders/${ID}/invoice` },
  );
  return mock;
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('InvoicePage', () => {
  it('is a tax invoice in both languages with the seller, number, dates, lines and VAT shown apart', async () => {
    renderInvoice(invoice());
    const title = await screen.findByRole('heading', { level: 1, name: /^Tax invoice/ });
    expect(title.textContent).toBe('Tax invoiceفاتورة ضريبية');
    expect(document.title).toBe('Invoice #100007 · Haflah');
    expect(screen.getByText('Sweet Layers')).toBeTruthy();
    expect(screen.getByText('طبقات حلوة')).toBeTruthy();
    expect(screen.getByText('123456')).toBeTruthy();
    expect(screen.getByTestId('invoice-number').textContent).toBe('#100007');
    // Issued and accepted the same day.
    expect(screen.getAllByText('24 Nov 2026')).toHaveLength(2);

    const table = screen.getByRole('table', { name: 'What was sold' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Chocolate cakeكعكة شوكولاتة', '2', 'BD 18.500', 'BD 37.000']);

    const totals = screen.getByTestId('invoice-totals');
    expect(totals.textContent).toContain('Subtotal / المجموع الفرعيBD 37.000');
    expect(totals.textContent).toContain('Delivery fee / رسوم التوصيلBD 1.500');
    expect(screen.getByTestId('invoice-total').textContent).toBe('BD 38.500');
    // The VAT the total includes, on its own line, not added to the total.
    expect(totals.textContent).toContain('VAT 10% included / ضريبة القيمة المضافة 10% مشمولةBD 3.500');
    expect(screen.getByTestId('invoice-vat').textContent).toBe('BD 3.500');
  });

  it('prints with the browser (which also saves a PDF)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderInvoice(invoice());
    fireEvent.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('keeps both languages on the page in Arabic, with the figures in Arabic form', async () => {
    await act(() => setLanguage('ar'));
    renderInvoice(invoice({ deliveryFeeFils: 0, totalFils: 37_000, vatFils: 3_364 }));
    const title = await screen.findByRole('heading', { level: 1, name: /^Tax invoice/ });
    expect(title.textContent).toBe('Tax invoiceفاتورة ضريبية');
    expect(screen.getByTestId('invoice-total').textContent).toBe('37.000 د.ب');
    expect(screen.getByTestId('invoice-vat').textContent).toBe('3.364 د.ب');
    expect(screen.getByRole('button', { name: 'طباعة أو حفظ PDF' })).toBeTruthy();
  });

  it('an order of bookings only has no delivery fee line', async () => {
    renderInvoice(
      invoice({
        lines: [
          {
            name: { en: 'Magic show', ar: 'عرض سحري' },
            quantity: 1,
            unitPriceFils: 25_000,
            totalFils: 75_000,
            booking: { start: '2026-11-28T15:00:00.000Z', end: '2026-11-28T18:00:00.000Z' },
          },
        ],
        subtotalFils: 75_000,
        deliveryFeeFils: 0,
        totalFils: 75_000,
        vatFils: 6_818,
      }),
    );
    const totals = await screen.findByTestId('invoice-totals');
    expect(totals.textContent).not.toContain('Delivery fee');
    expect(totals.textContent).toContain('BD 75.000');
  });

  it('another shop’s order has no invoice here', async () => {
    renderInvoice(null);
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
  });

  it("names the discount's source in both languages: the offer's terms when ordered, or the code", async () => {
    renderInvoice(
      invoice({
        discountFils: 2_000,
        totalFils: 36_500,
        discount: { kind: 'offer', percent: 30, capFils: 20_000 },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: /^Tax invoice/ });
    expect(screen.getByTestId('invoice-totals').textContent).toContain(
      'Shop offer: 30% off, up to BD 20.000 / عرض المتجر: خصم 30٪ حتى 20.000 د.ب-BD 2.000',
    );
    cleanup();
    renderInvoice(
      invoice({ discountFils: 2_000, totalFils: 36_500, discount: { kind: 'code', code: 'HAFLAH10' } }),
    );
    await screen.findByRole('heading', { level: 1, name: /^Tax invoice/ });
    expect(screen.getByTestId('invoice-totals').textContent).toContain(
      'Promo code HAFLAH10 / رمز الخصم HAFLAH10-BD 2.000',
    );
  });
});

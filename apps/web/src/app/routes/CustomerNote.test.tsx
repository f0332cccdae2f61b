import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCustomerCard } from '../../features/admin/components/orders/AdminOrderSections';
import { adminOrderDetail } from '../../features/admin/test/order-fixtures';
import { OrderDeliveryCard } from '../../features/orders/components/OrderDetail';
import { CustomerCard } from '../../features/shop-orders/components/ShopOrderSections';
import { detail } from '../../features/shop-orders/testing';
import { setLanguage } from '../../lib/i18n';
import { orderDetail } from '../../test/order-fixtures';

const NOTE = 'Please write “Happy 30th, Sara!”\nLeave it with the guard';

afterEach(() => act(() => setLanguage('en')));

describe('the customer’s note on the order screens', () => {
  it('the customer reads their own on the order’s delivery card', () => {
    render(<OrderDeliveryCard order={orderDetail(1, { customerNote: 'Ring twice' })} address={null} />);
    const note = screen.getByTestId('customer-note');
    expect(note.textContent).toBe('Your note to the shopRing twice');
  });

  it('the shop reads it on the customer card, as written (lines kept)', () => {
    render(<CustomerCard order={detail(1, { customerNote: NOTE })} />);
    const note = screen.getByTestId('customer-note');
    expect(within(note).getByText('Customer’s note')).toBeTruthy();
    expect(within(note).getByText(/Happy 30th, Sara!/).textContent).toBe(NOTE);
  });

  it('no note, no box', () => {
    render(<CustomerCard order={detail(1, { customerNote: null })} />);
    expect(screen.queryByTestId('customer-note')).toBeNull();
  });

  it('an admin reads it too, and in Arabic the label is Arabic', () => {
    act(() => setLanguage('ar'));
    render(
      <MemoryRouter>
        <AdminCustomerCard order={adminOrderDetail({ customerNote: 'اتركوها عند الحارس' })} />
      </MemoryRouter>,
    );
    const note = screen.getByTestId('customer-note');
    expect(within(note).getByText('ملاحظة العميل')).toBeTruthy();
    expect(within(note).getByText('اتركوها عند الحارس').getAttribute('dir')).toBe('auto');
  });
});

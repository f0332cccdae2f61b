import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser } from '../../../features/admin/test/admin-fixtures';
import { promoCode, refusal } from '../../../features/shop-offers/testing';
import { setLanguage } from '../../../lib/i18n';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import PromoCodesPage from './PromoCodesPage';

const HAFLAH10 = promoCode(1, { code: 'HAFLAH10', usageLimit: 1000, usedCount: 3, minOrderFils: 10_000 });

function server(codes: unknown[] | 'fail', on?: (call: MockCall) => MockReply | undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: adminUser } };
    const own = on?.(call);
    if (own) return own;
    if (call.path === '/api/admin/promo-codes' && call.method === 'GET') {
      return codes === 'fail' ? apiError(500, 'INTERNAL') : { body: { codes } };
    }
    return apiError(404, 'NOT_FOUND');
  });
}

afterEach(() => act(() => setLanguage('en')));

describe('PromoCodesPage (admin)', () => {
  it('lists the marketplace codes with their use, and disables one after a confirmation', async () => {
    const { calls } = server([HAFLAH10], (call) =>
      call.method === 'POST' && call.path === `/api/admin/promo-codes/${HAFLAH10.id}/disable`
        ? { body: { ...HAFLAH10, state: 'disabled', disabledAt: '2026-11-26T10:00:00.000Z' } }
        : undefined,
    );
    renderApp(<PromoCodesPage />);
    screen.getByRole('heading', { level: 1, name: 'Promo codes' });
    const item = (await screen.findByText('HAFLAH10')).closest('article')!;
    within(item).getByText(/3 of 1,000 used · Expires/);
    within(item).getByText('On orders of BD 10 or more · Every customer');
    within(item).getByText('Active');
    fireEvent.click(within(item).getByRole('button', { name: 'Disable' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Disable' }));
    await screen.findByText('Code HAFLAH10 disabled.');
    expect(calls.filter((c) => c.path.endsWith('/disable'))).toHaveLength(1);
  });

  it('in Arabic: empty, then a new code refused as taken on its field, then made', async () => {
    const sent: unknown[] = [];
    server([], (call) => {
      if (call.method !== 'POST' || call.path !== '/api/admin/promo-codes') return undefined;
      sent.push(call.body);
      return sent.length === 1
        ? refusal(409, 'PROMO_CODE_TAKEN')
        : { status: 201, body: promoCode(2, { code: 'WELCOME5', firstOrderOnly: true }) };
    });
    act(() => setLanguage('ar'));
    renderApp(<PromoCodesPage />);
    await screen.findByText('لا توجد رموز خصم بعد');
    fireEvent.click(screen.getByRole('button', { name: 'رمز جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'رمز خصم جديد' });
    fireEvent.change(within(dialog).getByLabelText('الرمز'), { target: { value: 'welcome5' } });
    fireEvent.change(within(dialog).getByLabelText('نسبة الخصم'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('أقصى خصم (د.ب)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'الطلب الأول فقط' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الرمز' }));
    const input = within(dialog).getByLabelText('الرمز');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'هذا الرمز مستخدم بالفعل. اختر رمزاً آخر.',
    );
    expect(sent[0]).toMatchObject({ code: 'WELCOME5', percent: 5, capFils: 3_000, firstOrderOnly: true });

    fireEvent.change(input, { target: { value: 'welcome6' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الرمز' }));
    await screen.findByText('أُنشئ الرمز WELCOME5.');
    expect(sent[1]).toMatchObject({ code: 'WELCOME6' });
  });

  it('offers a retry when the list fails', async () => {
    server('fail');
    renderApp(<PromoCodesPage />);
    await screen.findByText("We couldn't load the codes. Please try again.");
  });
});

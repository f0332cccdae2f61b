import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offer, offerId, promoCode, refusal } from '../../../features/shop-offers/testing';
import { retailerUser } from '../../../features/shop-orders/testing';
import { setLanguage } from '../../../lib/i18n';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import OffersPage from './OffersPage';

const RUNNING = offer(1, { minOrderFils: 50_000 });
const UPCOMING = offer(2, {
  percent: 15,
  capFils: 7_500,
  firstOrderOnly: true,
  startsAt: '2026-12-21T09:00:00.000Z',
  endsAt: '2026-12-28T09:00:00.000Z',
  state: 'upcoming',
});
const PAST = offer(3, {
  percent: 20,
  startsAt: '2026-10-01T09:00:00.000Z',
  endsAt: '2026-10-08T09:00:00.000Z',
  state: 'past',
});
const LIMITED = promoCode(1, { code: 'EID50', usageLimit: 50, usedCount: 3 });
const OPEN = promoCode(2, { code: 'PARTY', usedCount: 12 });
const GONE = promoCode(3, { code: 'OLD', state: 'expired', expiresAt: '2026-11-01T09:00:00.000Z' });

function server(
  {
    offers = [RUNNING, UPCOMING, PAST],
    codes = [LIMITED, OPEN, GONE],
  }: { offers?: unknown[] | 'fail'; codes?: unknown[] | 'fail' } = {},
  on?: (call: MockCall) => MockReply | undefined,
) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    const own = on?.(call);
    if (own) return own;
    if (call.path === '/api/retailer/offers' && call.method === 'GET') {
      return offers === 'fail' ? apiError(500, 'INTERNAL') : { body: { offers } };
    }
    if (call.path === '/api/retailer/promo-codes' && call.method === 'GET') {
      return codes === 'fail' ? apiError(500, 'INTERNAL') : { body: { codes } };
    }
    return apiError(404, 'NOT_FOUND');
  });
}

/** The message said under a field (its accessible description). */
function fieldError(label: RegExp | string) {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const id = input.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

afterEach(() => act(() => setLanguage('en')));

describe('OffersPage', () => {
  it("shows the running offer as customers see it, upcoming and past ones, and the shop's codes", async () => {
    server();
    renderApp(<OffersPage />);
    const running = (await screen.findByText('30% off, up to BD 20')).closest('article')!;
    within(running).getByText('Running');
    within(running).getByText(/On orders of BD 50 or more · Every customer/);
    within(running).getByText(/Customers see this on your shop's card now/);
    // Bahrain time, with the year (an offer may run past the new year).
    within(running).getByText(/20 Nov 2026, 12:00\sPM.* to .*20 Dec 2026, 12:00\sPM/);
    within(running).getByRole('button', { name: 'End now' });

    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    within(upcoming).getByText('15% off, up to BD 7.500');
    within(upcoming).getByText('First order only');
    within(upcoming).getByRole('button', { name: 'Withdraw' });
    const past = screen.getByRole('region', { name: 'Past' });
    within(past).getByText('Ended');
    expect(within(past).queryByRole('button')).toBeNull();

    const codes = screen.getByRole('region', { name: 'Promo codes' });
    const eid = (await within(codes).findByText('EID50')).closest('article')!;
    within(eid).getByText(/3 of 50 used · Expires/);
    within(eid).getByText('10% off, up to BD 5');
    within(screen.getByText('PARTY').closest('article')!).getByText(/^12 used/);
    const old = screen.getByText('OLD').closest('article')!;
    within(old).getByText('Expired');
    expect(within(old).queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('says when there are no offers or codes yet, and offers a retry when a list fails', async () => {
    server({ offers: [], codes: 'fail' });
    renderApp(<OffersPage />);
    await screen.findByText('No offers yet');
    screen.getByText("An offer shows on your shop's card while it runs.");
    await screen.findByText("We couldn't load the codes. Please try again.");
    server({ offers: [], codes: [] });
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await screen.findByText('No promo codes yet');
  });

  it('ends the running offer after a confirmation', async () => {
    const ended = { ...RUNNING, state: 'past', endsAt: '2026-11-26T10:00:00.000Z' };
    const { calls } = server({}, (call) =>
      call.method === 'POST' && call.path === `/api/retailer/offers/${offerId(1)}/end`
        ? { body: { offers: [UPCOMING, ended, PAST] } }
        : undefined,
    );
    renderApp(<OffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'End now' }));
    screen.getByText("End this offer now? Your shop's card stops showing it at once.");
    expect(document.activeElement?.textContent).toBe('Keep it');
    fireEvent.click(screen.getByRole('button', { name: 'End now' }));
    await within(toastRegion()).findByText('Offer ended.');
    expect(calls.some((c) => c.path.endsWith('/end'))).toBe(true);
    await waitFor(() => expect(screen.queryByText("Customers see this on your shop's card now.")).toBeNull());
  });

  it("creates an offer: the server's refusals beside their field or above the button, nothing typed lost", async () => {
    const answers: MockReply[] = [
      refusal(422, 'VALIDATION_FAILED', { details: { path: 'endsAt', issue: 'in_past' } }),
      refusal(409, 'OFFER_OVERLAPS'),
      { status: 201, body: offer(9, { percent: 25, state: 'upcoming' }) },
    ];
    const sent: unknown[] = [];
    server({ offers: [] }, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/retailer/offers') return undefined;
      sent.push(call.body);
      return answers.shift();
    });
    renderApp(<OffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(fieldError('Percent off')).toBe('Enter a whole percent from 1 to 90.');
    expect(fieldError('Largest discount (BD)')).toBe(
      'Enter the largest discount in BD, for example 20 or 20.500.',
    );
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Percent off'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Largest discount (BD)'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText(/Minimum order/), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'First order only' }));
    within(dialog).getByText('Customers see: 25% off, up to BD 12.500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    await waitFor(() =>
      expect(fieldError('Ends on')).toBe('This time has already passed. Choose a later one.'),
    );
    expect(sent[0]).toMatchObject({
      percent: 25,
      capFils: 12_500,
      minOrderFils: 40_000,
      firstOrderOnly: true,
    });
    expect(Date.parse((sent[0] as { endsAt: string }).endsAt)).toBeGreaterThan(
      Date.parse((sent[0] as { startsAt: string }).startsAt),
    );
    expect((screen.getByLabelText('Percent off') as HTMLInputElement).value).toBe('25');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await within(dialog).findByText(
      'Another offer runs at the same time. Change the dates or end that offer first.',
    );
    expect((screen.getByLabelText('Largest discount (BD)') as HTMLInputElement).value).toBe('12.5');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    // The toast comes as the sheet closes (its region is behind the modal until then).
    await screen.findByText("Offer saved. It shows on your shop's card while it runs.");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(3);
  });

  it('edits an offer in the same form, filled in: PATCH, refusals translated, nothing typed lost', async () => {
    const answers: MockReply[] = [
      refusal(409, 'OFFER_OVERLAPS'),
      refusal(400, 'VALIDATION_FAILED', { issues: [{ path: 'body.capFils', message: 'Too big' }] }),
      { body: { ...UPCOMING, percent: 20, capFils: 9_250, minOrderFils: null } },
    ];
    const sent: unknown[] = [];
    server({}, (call) => {
      if (call.method !== 'PATCH' || call.path !== `/api/retailer/offers/${offerId(2)}`) return undefined;
      sent.push(call.body);
      return answers.shift();
    });
    renderApp(<OffersPage />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Edit offer: 15% off, up to BD 7.500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit offer' });
    const input = (label: RegExp | string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    // Its terms as they are, its times in Bahrain time (09:00 UTC is 12:00).
    expect(input('Percent off').value).toBe('15');
    expect(input('Largest discount (BD)').value).toBe('7.5');
    expect(input(/Minimum order/).value).toBe('');
    expect([input('Starts on').value, input('Start time').value]).toEqual(['2026-12-21', '12:00']);
    expect([input('Ends on').value, input('End time').value]).toEqual(['2026-12-28', '12:00']);
    expect(
      (within(dialog).getByRole('radio', { name: 'First order only' }) as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.change(input('Percent off'), { target: { value: '20' } });
    fireEvent.change(input('Largest discount (BD)'), { target: { value: '9.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await within(dialog).findByText(
      'Another offer runs at the same time. Change the dates or end that offer first.',
    );
    expect(sent[0]).toEqual({
      percent: 20,
      capFils: 9_250,
      minOrderFils: null,
      firstOrderOnly: true,
      startsAt: '2026-12-21T09:00:00.000Z',
      endsAt: '2026-12-28T09:00:00.000Z',
    });
    expect(input('Percent off').value).toBe('20');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fieldError('Largest discount (BD)')).toBe(
        'Enter the largest discount in BD, for example 20 or 20.500.',
      ),
    );
    expect(input('Largest discount (BD)').value).toBe('9.25');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(3);
  });

  it('a running offer keeps its start: shown, not editable, not sent; an ended offer has no Edit', async () => {
    const sent: unknown[] = [];
    server({}, (call) => {
      if (call.method !== 'PATCH') return undefined;
      sent.push(call.body);
      return { body: { ...RUNNING, percent: 35 } };
    });
    act(() => setLanguage('ar'));
    renderApp(<OffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل العرض: خصم 30٪ حتى 20 د.ب' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل العرض' });
    within(dialog).getByText(/العرض جارٍ، لذا يبقى وقت بدئه/);
    const start = within(dialog).getByLabelText('يبدأ في') as HTMLInputElement;
    expect(start.readOnly).toBe(true);
    expect(start.value).toBe('2026-11-20');
    fireEvent.change(within(dialog).getByLabelText('نسبة الخصم'), { target: { value: '٣٥' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ التغييرات' }));
    await screen.findByText('حُفظت التغييرات.');
    expect(sent).toEqual([
      { percent: 35, capFils: 20_000, minOrderFils: 50_000, firstOrderOnly: false, endsAt: RUNNING.endsAt },
    ]);
    const past = screen.getByRole('region', { name: 'السابقة' });
    expect(within(past).queryByRole('button')).toBeNull();
  });

  it('in Arabic: makes a code typed in lower case as upper case; a taken code is said on its field', async () => {
    const sent: unknown[] = [];
    server({}, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/retailer/promo-codes') return undefined;
      sent.push(call.body);
      return sent.length === 1
        ? refusal(409, 'PROMO_CODE_TAKEN')
        : { status: 201, body: promoCode(7, { code: 'EIDSALE', usageLimit: 100 }) };
    });
    act(() => setLanguage('ar'));
    renderApp(<OffersPage />);
    await screen.findByRole('heading', { name: 'العروض' });
    fireEvent.click(await screen.findByRole('button', { name: 'رمز جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'رمز خصم جديد' });
    fireEvent.change(within(dialog).getByLabelText('الرمز'), { target: { value: 'eidsale' } });
    expect((within(dialog).getByLabelText('الرمز') as HTMLInputElement).value).toBe('EIDSALE');
    fireEvent.change(within(dialog).getByLabelText('نسبة الخصم'), { target: { value: '١٠' } });
    fireEvent.change(within(dialog).getByLabelText('أقصى خصم (د.ب)'), { target: { value: '٥' } });
    fireEvent.change(within(dialog).getByLabelText(/حد الاستخدام/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الرمز' }));
    await waitFor(() => expect(fieldError('الرمز')).toBe('هذا الرمز مستخدم بالفعل. اختر رمزاً آخر.'));
    expect(sent[0]).toMatchObject({ code: 'EIDSALE', percent: 10, capFils: 5_000, usageLimit: 100 });
    expect(sent[0]).not.toHaveProperty('startsAt');

    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الرمز' }));
    await screen.findByText('أُنشئ الرمز EIDSALE.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disables a code after a confirmation', async () => {
    const { calls } = server({}, (call) =>
      call.method === 'POST' && call.path === `/api/retailer/promo-codes/${LIMITED.id}/disable`
        ? { body: { ...LIMITED, state: 'disabled', disabledAt: '2026-11-26T10:00:00.000Z' } }
        : undefined,
    );
    renderApp(<OffersPage />);
    const eid = (await screen.findByText('EID50')).closest('article')!;
    fireEvent.click(within(eid).getByRole('button', { name: 'Disable' }));
    within(eid).getByText('Disable EID50? Customers can no longer use it.');
    fireEvent.click(within(eid).getByRole('button', { name: 'Disable' }));
    await within(toastRegion()).findByText('Code EID50 disabled.');
    expect(calls.filter((c) => c.path.endsWith('/disable'))).toHaveLength(1);
  });
});

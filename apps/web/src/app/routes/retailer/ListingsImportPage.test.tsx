import type { CsvImportReport } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retailerUser } from '../../../features/shop-listings/testing';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/utils';
import ListingsImportPage from './ListingsImportPage';

interface Sent {
  url: string;
  contentType: string | null;
  body: string;
}

/** The import endpoint: answers each POST with `answer(dryRun)`, recording what was sent. */
function importServer(answer: (dryRun: boolean) => { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/api/auth/session') return json(200, { user: retailerUser });
      if (url.startsWith('/api/retailer/listings/import')) {
        sent.push({
          url,
          contentType: new Headers(init?.headers).get('content-type'),
          body: init?.body instanceof Blob ? await init.body.text() : '',
        });
        const { status = 200, body } = answer(url.endsWith('dryRun=true'));
        return json(status, body);
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'x' } });
    }),
  );
  return sent;
}

const ID = '00000000-0000-4000-8000-000000000001';
const report = (dryRun: boolean): CsvImportReport => ({
  dryRun,
  rows: [
    { row: 2, action: 'create', listingId: dryRun ? null : ID, errors: [] },
    { row: 3, action: 'update', listingId: ID, errors: [] },
    {
      row: 4,
      action: 'error',
      listingId: null,
      errors: [
        { column: 'name_ar', code: 'required' },
        { column: 'sale_price_bd', code: 'sale_not_below_price' },
      ],
    },
    { row: 5, action: 'unchanged', listingId: ID, errors: [] },
  ],
  counts: { create: 1, update: 1, unchanged: 1, error: 1 },
});

const CSV = 'id,kind,category,name_en,name_ar\n,product,cakes,"Cake ""Deluxe""",كيكة\n';
const choose = (text = CSV, label = 'CSV file') =>
  fireEvent.change(screen.getByLabelText(label), {
    target: { files: [new File([text], 'listings.csv', { type: 'text/csv' })] },
  });

afterEach(() => {
  act(() => setLanguage('en'));
  vi.unstubAllGlobals();
});

describe('ListingsImportPage', () => {
  it('checks the file first (a dry run), reports each row, then applies the changes', async () => {
    const sent = importServer((dryRun) => ({ body: report(dryRun) }));
    renderApp(<ListingsImportPage />, { path: '/retailer/products/import' });
    expect(screen.getByRole('link', { name: 'CSV template' }).getAttribute('href')).toBe(
      '/api/retailer/listings/template.csv',
    );
    choose();
    expect(screen.getByText('listings.csv (1 KB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));

    const check = await screen.findByRole('region', { name: 'What would change' });
    expect(sent).toEqual([
      { url: '/api/retailer/listings/import?dryRun=true', contentType: 'text/csv', body: CSV },
    ]);
    expect(within(check).getByText('To add: 1')).toBeTruthy();
    expect(within(check).getByText('With errors: 1')).toBeTruthy();
    expect(
      within(check).getByText('Rows with errors are skipped; every other row is still imported.'),
    ).toBeTruthy();
    // Rows with errors first; every row on demand.
    expect(within(check).getByText('Row 4')).toBeTruthy();
    expect(within(check).getByText('name_ar: required')).toBeTruthy();
    expect(within(check).getByText('sale_price_bd: must be below the price')).toBeTruthy();
    expect(within(check).queryByText('Row 2')).toBeNull();
    fireEvent.click(within(check).getByRole('button', { name: 'Show every row' }));
    expect(within(check).getByText('Row 2')).toBeTruthy();
    expect(within(check).getByText('Row 5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    const result = await screen.findByRole('region', { name: 'Import done' });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/retailer/listings/import?dryRun=true',
      '/api/retailer/listings/import?dryRun=false',
    ]);
    expect(sent[1]?.body).toBe(CSV);
    expect(within(result).getByText('Added: 1')).toBeTruthy();
    expect(within(result).getByText('Skipped with errors: 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your listings' }).getAttribute('href')).toBe(
      '/retailer/products',
    );
  });

  it('a file with nothing to change offers no apply', async () => {
    importServer(() => ({
      body: {
        dryRun: true,
        rows: [{ row: 2, action: 'unchanged', listingId: ID, errors: [] }],
        counts: { create: 0, update: 0, unchanged: 1, error: 0 },
      },
    }));
    renderApp(<ListingsImportPage />, { path: '/retailer/products/import' });
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Nothing in this file would change your listings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check another file' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('CSV file')));
  });

  it('says why a file was refused, in place, and keeps it chosen', async () => {
    importServer(() => ({ status: 400, body: { error: { code: 'CSV_INVALID', message: 'x' } } }));
    renderApp(<ListingsImportPage />, { path: '/retailer/products/import' });
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose a CSV file first.')).toBeTruthy();
    choose('not,a,template');
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(/This file is not a CSV with the template's columns/)).toBeTruthy();
    expect(screen.getByText('listings.csv (1 KB)')).toBeTruthy();
  });

  it('reads in Arabic, with Arabic plurals', async () => {
    act(() => setLanguage('ar'));
    importServer((dryRun) => ({ body: report(dryRun) }));
    renderApp(<ListingsImportPage />, { path: '/retailer/products/import' });
    choose(CSV, 'ملف CSV');
    fireEvent.click(screen.getByRole('button', { name: 'افحص الملف' }));
    expect(await screen.findByRole('button', { name: 'طبّق تغييرين' })).toBeTruthy();
    expect(screen.getByText('name_ar: مطلوب')).toBeTruthy();
  });

  it("words a time-based listing's booking-rule errors, in English and Arabic", async () => {
    const rules: CsvImportReport = {
      dryRun: true,
      rows: [
        {
          row: 2,
          action: 'error',
          listingId: ID,
          errors: [
            { column: 'buffer_before_minutes', code: 'buffer_step' },
            { column: 'min_notice_minutes', code: 'notice_choice' },
            { column: 'max_advance_days', code: 'advance_days' },
          ],
        },
      ],
      counts: { create: 0, update: 0, unchanged: 0, error: 1 },
    };
    importServer(() => ({ body: rules }));
    const { unmount } = renderApp(<ListingsImportPage />, { path: '/retailer/products/import' });
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const check = await screen.findByRole('region', { name: 'What would change' });
    expect(
      within(check).getByText('buffer_before_minutes: minutes from 0 to 240, in steps of 15'),
    ).toBeTruthy();
    expect(
      within(check).getByText(
        'min_notice_minutes: one of 0, 60, 120, 240, 720, 1440, 2880, 4320 or 10080 minutes',
      ),
    ).toBeTruthy();
    expect(within(check).getByText('max_advance_days: a whole number of days from 1 to 30')).toBeTruthy();
    unmount();

    act(() => setLanguage('ar'));
    renderApp(<ListingsImportPage />, { path: '/retailer/products/import' });
    choose(CSV, 'ملف CSV');
    fireEvent.click(screen.getByRole('button', { name: 'افحص الملف' }));
    expect(await screen.findByText('max_advance_days: عدد صحيح من الأيام من 1 إلى 30')).toBeTruthy();
  });
});

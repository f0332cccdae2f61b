import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { StaffLoginPage } from './StaffAuth';
import { StaffRegisterPage } from './StaffRegister';

const retailerUser = {
  id: 'r1',
  email: 'shop@example.com',
  name: 'Sugar Pearl',
  phone: '+97336001234',
  location: null,
  avatarUrl: null,
  role: 'retailer',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const driverUser = {
  ...retailerUser,
  id: 'd1',
  email: 'yusuf@example.com',
  name: 'Yusuf Ahmed',
  role: 'driver',
};

/**
 * Signed out at first; `signUp` answers the registration call, and a sign-up that succeeds signs its
 * user in, as the server's cookie would (the page re-reads the session afterwards).
 */
function api(
  signUp: (call: MockCall) => MockReply | Promise<MockReply> = () => ({ body: { user: retailerUser } }),
) {
  let signedIn: unknown = null;
  return mockFetch(async (call) => {
    if (call.path === '/api/auth/session') return { body: { user: signedIn } };
    const reply = await signUp(call);
    if ((reply.status ?? 200) === 200) signedIn = (reply.body as { user: unknown }).user;
    return reply;
  });
}
/** A customer's right password on a staff sign-in: refused with the account's role. */
const mockWrongArea = () =>
  mockFetch(async (call) => {
    if (call.path === '/api/auth/session') return { body: { user: null } };
    if (call.path === '/api/auth/login')
      return {
        status: 403,
        body: { error: { code: 'WRONG_AREA', message: 'No', details: { role: 'customer' } } },
      };
    return apiError(404, 'NOT_FOUND');
  });
const signUps = (calls: MockCall[]) => calls.filter((c) => c.method === 'POST');

function renderPage(area: 'retailer' | 'driver') {
  return renderApp(
    <Routes>
      <Route path="/retailer/register" element={<StaffRegisterPage area="retailer" />} />
      <Route path="/driver/register" element={<StaffRegisterPage area="driver" />} />
      <Route path="/retailer/login" element={<p>retailer login page</p>} />
      <Route path="/retailer/dashboard" element={<p>retailer dashboard</p>} />
      <Route path="/driver/dashboard" element={<p>driver dashboard</p>} />
    </Routes>,
    { path: `/${area}/register` },
  );
}

/** Labels of optional fields end in '(optional)'. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\(optional\\))?$`));
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** The message shown under a field (its aria-describedby), or null. */
function messageOf(el: HTMLElement): string | null {
  const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

async function fillRetailer(overrides: Record<string, string> = {}) {
  await screen.findByRole('heading', { name: 'Register your business' });
  const values: Record<string, string> = {
    Email: ' Shop@Example.COM ',
    Password: 'long enough 1',
    Phone: '3600 1234',
    'Business name in English': 'Sugar <b>Pearl</b>',
    'Business name in Arabic': 'سكر اللؤلؤ',
    'Commercial Registration \\(CR\\) number': '١٢٣٤٥٦',
    'Business address': 'Building 10, Road 2801, Block 428',
    IBAN: 'bh67 bmag 0000 1299 1234 56',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) fill(label, value);
  fireEvent.change(field('Area'), { target: { value: 'seef' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Decorations' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Cakes & bakery' }));
}

async function fillDriver(overrides: Record<string, string> = {}) {
  await screen.findByRole('heading', { name: 'Become a driver' });
  const values: Record<string, string> = {
    'Full name': 'Yusuf Ahmed',
    Email: 'yusuf@example.com',
    Password: 'long enough 1',
    Phone: '+973 3900 0000',
    'Licence plate number': 'ab 1234',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) fill(label, value);
  fireEvent.change(field('Vehicle type'), { target: { value: 'motorcycle' } });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('retailer registration', () => {
  it('says what each empty field needs, moves to the first one, and sends nothing', async () => {
    const { calls } = api();
    renderPage('retailer');
    await screen.findByRole('heading', { name: 'Register your business' });
    submit('Register business');

    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    for (const label of [
      'Email',
      'Password',
      'Phone',
      'Business name in English',
      'Business address',
      'IBAN',
    ]) {
      expect(messageOf(field(label)), label).toBe('This field is required');
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(messageOf(field('Area'))).toBe('Choose your area');
    expect(screen.getByText('Choose at least one business type')).toBeTruthy();
    // The description is optional.
    expect(field('About your business').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));
    expect(signUps(calls)).toEqual([]);

    // Fixing a field clears its own message only.
    fill('Email', 'shop@example.com');
    expect(messageOf(field('Email'))).toBeNull();
    expect(messageOf(field('IBAN'))).toBe('This field is required');
  });

  it('checks IBAN, CR number, email, phone and names with the contract, field by field', async () => {
    const { calls } = api();
    renderPage('retailer');
    await fillRetailer({
      Email: 'shop@',
      Phone: 'call me',
      'Business name in English': '<b></b>',
      'Commercial Registration \\(CR\\) number': 'CR-123',
      IBAN: 'BH67 BMAG 0000 1299 1234 65',
    });
    submit('Register business');
    expect(messageOf(field('Email'))).toBe('Please enter a valid email address');
    expect(messageOf(field('Phone'))).toBe('Please enter a valid phone number');
    expect(messageOf(field('Business name in English'))).toBe(
      'Enter the business name in English (2 to 80 characters)',
    );
    expect(messageOf(field('Commercial Registration \\(CR\\) number'))).toBe(
      'Enter a CR number of 4 to 12 digits',
    );
    expect(messageOf(field('IBAN'))).toBe('Enter a valid Bahrain IBAN: BH followed by 20 letters and digits');
    expect(messageOf(field('Business name in Arabic'))).toBeNull();
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();
    expect(signUps(calls)).toEqual([]);
    // Nothing typed is lost.
    expect((field('IBAN') as HTMLInputElement).value).toBe('BH67 BMAG 0000 1299 1234 65');
    expect((field('Business address') as HTMLInputElement).value).toBe('Building 10, Road 2801, Block 428');
  });

  it('sends the contract body, signs in and lands on the dashboard', async () => {
    const { calls } = api(() => ({ body: { user: retailerUser } }));
    const { queryClient } = renderPage('retailer');
    await fillRetailer();
    fill('About your business', '  Cakes for every party  ');
    submit('Register business');

    await screen.findByText('retailer dashboard');
    expect(signUps(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/auth/register/retailer',
        body: {
          email: 'shop@example.com',
          password: 'long enough 1',
          phone: '3600 1234',
          businessNameEn: 'Sugar Pearl',
          businessNameAr: 'سكر اللؤلؤ',
          crNumber: '123456',
          businessTypes: ['decorations', 'bakery'],
          area: 'seef',
          address: 'Building 10, Road 2801, Block 428',
          description: 'Cakes for every party',
          iban: 'BH67BMAG00001299123456',
        },
      },
    ]);
    expect(queryClient.getQueryData(['session'])).toEqual(retailerUser);
    expect(within(toasts()).getByText('Registration successful')).toBeTruthy();
    expect(within(toasts()).getByText('Welcome to Haflah, Sugar Pearl!')).toBeTruthy();
  });

  it('shows numbers typed on an Arabic keyboard with Latin digits', async () => {
    api();
    renderPage('retailer');
    await screen.findByRole('heading', { name: 'Register your business' });
    fill('Phone', '٣٦٠٠ ١٢٣٤');
    fill('Commercial Registration \\(CR\\) number', '١٢٣٤٥٦');
    expect((field('Phone') as HTMLInputElement).value).toBe('3600 1234');
    expect((field('Commercial Registration \\(CR\\) number') as HTMLInputElement).value).toBe('123456');
  });

  it('leaves out an empty description and takes a chip off again', async () => {
    const { calls } = api();
    renderPage('retailer');
    await fillRetailer();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Decorations' }));
    expect((screen.getByRole('checkbox', { name: 'Decorations' }) as HTMLInputElement).checked).toBe(false);
    submit('Register business');
    await screen.findByText('retailer dashboard');
    const body = signUps(calls)[0]?.body as Record<string, unknown>;
    expect(body.businessTypes).toEqual(['bakery']);
    expect('description' in body).toBe(false);
  });

  it('is busy while the sign-up is on its way, and sends it once', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { calls } = api(() => new Promise((resolve) => (answer = resolve)));
    renderPage('retailer');
    await fillRetailer();
    submit('Register business');
    const button = await screen.findByRole('button', { name: 'Registering…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(button.closest('form')!);
    expect(signUps(calls)).toHaveLength(1);
    answer({ body: { user: retailerUser } });
    await screen.findByText('retailer dashboard');
  });

  it.each([
    ['EMAIL_TAKEN', 409, 'An account with this email already exists. Try signing in', 'Email'],
    ['INVALID_PHONE', 400, 'Please enter a valid phone number', 'Phone'],
  ])('shows %s beside its field', async (code, status, message, label) => {
    api(() => apiError(status, code));
    renderPage('retailer');
    await fillRetailer();
    submit('Register business');
    await waitFor(() => expect(messageOf(field(label))).toBe(message));
    await waitFor(() => expect(document.activeElement).toBe(field(label)));
    expect((field('IBAN') as HTMLInputElement).value).toBe('bh67 bmag 0000 1299 1234 56');
  });

  it("marks the fields the server's validation refused", async () => {
    api(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Request validation failed',
          issues: [
            { path: 'body.iban', message: 'Invalid input' },
            { path: 'body.businessTypes.0', message: 'Invalid option' },
          ],
        },
      },
    }));
    renderPage('retailer');
    await fillRetailer();
    submit('Register business');
    await waitFor(() =>
      expect(messageOf(field('IBAN'))).toBe(
        'Enter a valid Bahrain IBAN: BH followed by 20 letters and digits',
      ),
    );
    expect(screen.getByText('Choose at least one business type')).toBeTruthy();
  });

  it.each([
    ['ALREADY_SIGNED_IN', 409, 'You are already logged in with this email. Please sign out first.'],
    ['RATE_LIMITED', 429, 'Too many attempts. Please try again later'],
    ['VALIDATION_FAILED', 400, 'Some of the information sent was not valid'],
    ['INTERNAL', 500, 'An unexpected error occurred during registration'],
  ])('shows %s above the button', async (code, status, message) => {
    api(() => apiError(status, code));
    renderPage('retailer');
    await fillRetailer();
    submit('Register business');
    const form = document.querySelector('form')!;
    expect((await within(form).findByText(message)).closest('[role="alert"]')).toBeTruthy();
    if (code === 'RATE_LIMITED') {
      expect(within(toasts()).getByText('Registration failed')).toBeTruthy();
      expect(within(toasts()).getByText('Please try again later')).toBeTruthy();
    }
    expect(screen.queryByText('retailer dashboard')).toBeNull();
  });

  it('reports a lost connection', async () => {
    mockFetch((call) => {
      if (call.path === '/api/auth/session') return { body: { user: null } };
      throw new TypeError('Failed to fetch');
    });
    renderPage('retailer');
    await fillRetailer();
    submit('Register business');
    expect(await screen.findByText('Could not reach the server. Check your connection')).toBeTruthy();
  });

  it('links back to the sign-in page', async () => {
    api();
    renderPage('retailer');
    await screen.findByRole('heading', { name: 'Register your business' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('retailer login page')).toBeTruthy();
  });

  it('speaks Arabic: labels, area names and messages', async () => {
    api();
    await act(() => i18n.changeLanguage('ar'));
    renderPage('retailer');
    await screen.findByRole('heading', { name: 'سجّل نشاطك التجاري' });
    const area = screen.getByLabelText('المنطقة') as HTMLSelectElement;
    expect([...area.options].map((o) => o.textContent)).toContain('السيف');
    fireEvent.change(screen.getByLabelText('رقم الآيبان (IBAN)'), { target: { value: 'BH00' } });
    submit('تسجيل النشاط التجاري');
    expect(messageOf(screen.getByLabelText('رقم الآيبان (IBAN)'))).toBe(
      'أدخل رقم آيبان بحرينياً صحيحاً: BH يليها 20 حرفاً ورقماً',
    );
    expect(messageOf(screen.getByLabelText('البريد الإلكتروني'))).toBe('هذا الحقل مطلوب');
    expect(screen.getByText('اختر نوع نشاط واحداً على الأقل')).toBeTruthy();
  });
});

describe('driver registration', () => {
  it('checks the plate, vehicle and name', async () => {
    const { calls } = api();
    renderPage('driver');
    await screen.findByRole('heading', { name: 'Become a driver' });
    fill('Full name', 'R2D2');
    fill('Licence plate number', '12#45');
    submit('Register as a driver');
    expect(messageOf(field('Full name'))).toBe('Name contains invalid characters');
    expect(messageOf(field('Licence plate number'))).toBe(
      'Enter the plate number: letters and digits, up to 10 characters',
    );
    expect(messageOf(field('Vehicle type'))).toBe('Choose your vehicle type');
    const vehicle = field('Vehicle type') as HTMLSelectElement;
    expect([...vehicle.options].map((o) => o.textContent)).toEqual([
      'Choose your vehicle',
      'Motorcycle',
      'Car',
      'Van',
    ]);
    expect(signUps(calls)).toEqual([]);
  });

  it('sends the contract body and lands on the driver dashboard', async () => {
    const { calls } = api(() => ({ body: { user: driverUser } }));
    const { queryClient } = renderPage('driver');
    await fillDriver();
    submit('Register as a driver');
    await screen.findByText('driver dashboard');
    expect(signUps(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/auth/register/driver',
        body: {
          name: 'Yusuf Ahmed',
          email: 'yusuf@example.com',
          password: 'long enough 1',
          phone: '+973 3900 0000',
          vehicleType: 'motorcycle',
          licensePlate: 'AB 1234',
        },
      },
    ]);
    expect(queryClient.getQueryData(['session'])).toEqual(driverUser);
  });

  it("says 'Sign up failed' when the server fails", async () => {
    api(() => apiError(500, 'INTERNAL'));
    renderPage('driver');
    await fillDriver();
    submit('Register as a driver');
    expect(await screen.findByText('Sign up failed')).toBeTruthy();
  });

  it('sends a signed-in driver straight to the dashboard', async () => {
    mockFetch(() => ({ body: { user: driverUser } }));
    renderPage('driver');
    expect(await screen.findByText('driver dashboard')).toBeTruthy();
  });
});

describe('staff sign-in pages', () => {
  it.each([
    ['retailer', 'New to Haflah?', 'Register your business', '/retailer/register'],
    ['driver', 'Want to deliver with Haflah?', 'Become a driver', '/driver/register'],
  ] as const)('the %s sign-in links to its registration', async (area, text, link, href) => {
    api();
    renderApp(<StaffLoginPage area={area} />, { path: `/${area}/login` });
    const a = await screen.findByRole('link', { name: link });
    expect(a.getAttribute('href')).toBe(href);
    expect(a.closest('p')?.textContent).toContain(text);
  });

  it('a wrong password in a staff area is a wrong password', async () => {
    const { calls } = mockFetch(async (call) => {
      if (call.path === '/api/auth/session') return { body: { user: null } };
      if (call.path === '/api/auth/login') return apiError(401, 'INVALID_CREDENTIALS');
      return apiError(404, 'NOT_FOUND');
    });
    renderApp(<StaffLoginPage area="admin" />, { path: '/admin-login' });
    await screen.findByRole('heading', { name: 'Admin sign in' });
    fill('Email', 'fatima@example.com');
    fill('Password', 'a wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await screen.findByText('Invalid email or password');
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'fatima@example.com',
      password: 'a wrong password',
      area: 'admin',
    });
  });

  it.each([
    ['retailer', 'en', 'Retailer sign in', 'This account is not a shop account'],
    ['driver', 'en', 'Driver sign in', 'This account is not a driver account'],
    ['admin', 'en', 'Admin sign in', 'This account is not an admin account'],
    ['retailer', 'ar', 'تسجيل دخول المتاجر', 'هذا الحساب ليس حساب متجر'],
  ] as const)(
    'the %s sign-in (%s) tells another kind of account with the right password which area this is',
    async (area, lang, heading, message) => {
      await act(() => i18n.changeLanguage(lang));
      try {
        mockWrongArea();
        const { queryClient } = renderApp(
          <Routes>
            <Route path={`/${area}/login`} element={<StaffLoginPage area={area} />} />
          </Routes>,
          { path: `/${area}/login` },
        );
        await screen.findByRole('heading', { name: heading });
        fireEvent.change(screen.getAllByRole('textbox')[0] as HTMLElement, {
          target: { value: 'customer@haflah.demo' },
        });
        fireEvent.change(document.querySelector('input[type="password"]') as HTMLElement, {
          target: { value: 'Haflah-demo-1' },
        });
        const form = document.querySelector('form') as HTMLFormElement;
        fireEvent.submit(form);
        expect((await within(form).findByRole('alert')).textContent).toBe(message);
        // Not signed in: the session stays empty.
        expect(queryClient.getQueryData(['session']) ?? null).toBeNull();
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    },
  );

  it('the admin sign-in has no registration link', async () => {
    api();
    renderApp(<StaffLoginPage area="admin" />, { path: '/admin-login' });
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

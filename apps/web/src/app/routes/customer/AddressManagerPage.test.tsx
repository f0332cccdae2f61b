import type { Address, AddressInput } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { closeSignIn, type SignInDialogState, signedIn, useSignInDialog } from '../../../lib/sign-in-dialog';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import AddressManagerPage from './AddressManagerPage';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function saved(n: number, over: Partial<Address> = {}): Address {
  return {
    id: uuid(n),
    labelKind: 'home',
    label: null,
    governorate: 'capital',
    area: 'Seef',
    block: '428',
    road: '2801',
    building: '345',
    flat: '12',
    directions: null,
    contactPhone: '+97336001234',
    pin: null,
    isDefault: false,
    ...over,
  };
}

type Handler = (call: MockCall) => MockReply | undefined;

/**
 * A small address server with the API's rules: every answer is the whole list, default first then
 * newest; the first address is the default, and deleting the default promotes the newest left.
 * `override` can answer a call first (refusals).
 */
function addressServer(
  initial: Address[] = [],
  { signedIn = true, override }: { signedIn?: boolean; override?: Handler } = {},
) {
  let list = [...initial];
  let next = 100;
  const answer = (status = 200) => ({
    status,
    body: { addresses: [...list.filter((a) => a.isDefault), ...list.filter((a) => !a.isDefault)] },
  });
  const makeDefault = (id: string) => {
    list = list.map((a) => ({ ...a, isDefault: a.id === id }));
  };
  const fromInput = (id: string, body: AddressInput, isDefault: boolean): Address => ({
    id,
    labelKind: body.labelKind,
    label: body.labelKind === 'other' ? (body.label ?? null) : null,
    governorate: body.governorate,
    area: body.area,
    block: body.block,
    road: body.road,
    building: body.building,
    flat: body.flat || null,
    directions: body.directions || null,
    contactPhone: `+973${body.contactPhone.replace(/\D/g, '').slice(-8)}`,
    pin: body.pin ?? null,
    isDefault,
  });
  const mock = mockFetch((call) => {
    const own = override?.(call);
    if (own) return own;
    if (call.path === '/api/auth/session') return { body: { user: signedIn ? customerUser : null } };
    const body = call.body as AddressInput;
    if (call.path === '/api/addresses') {
      if (call.method === 'GET') return answer();
      const id = uuid(next++);
      list = [fromInput(id, body, false), ...list];
      if (list.length === 1 || body.isDefault) makeDefault(id);
      return answer(201);
    }
    const [, id, action] = /^\/api\/addresses\/([^/]+)(?:\/(\w+))?$/.exec(call.path) ?? [];
    const found = list.find((a) => a.id === id);
    if (!id || !found) return apiError(404, 'NOT_FOUND');
    if (action === 'default') makeDefault(id);
    else if (call.method === 'PUT') {
      list = list.map((a) => (a.id === id ? fromInput(id, body, a.isDefault) : a));
      if (body.isDefault) makeDefault(id);
    } else if (call.method === 'DELETE') {
      list = list.filter((a) => a.id !== id);
      if (found.isDefault && list[0]) makeDefault(list[0].id);
    }
    return answer();
  });
  return { ...mock, list: () => list };
}

const sent = (calls: MockCall[]) => calls.filter((c) => c.method !== 'GET');

/** Labels of optional fields end in '(optional)'. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\(optional\\))?$`));
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The message shown under a field (its aria-describedby), or null. */
function messageOf(el: HTMLElement): string | null {
  const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}
const cards = () => within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('heading');
const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const toasts = () => screen.getByRole('region', { name: 'Notifications', hidden: true });

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
  return screen.findByRole('dialog', { name: /add an address/i });
}

/** A complete address, as typed in the form (Arabic-Indic digits in the block and the phone). */
function fillAddress(over: Record<string, string> = {}) {
  fireEvent.change(field('Governorate'), { target: { value: over.Governorate ?? 'capital' } });
  const values: Record<string, string> = {
    Area: 'Seef',
    Block: '٤٢٨',
    Road: '2801',
    'Building or villa': '345',
    Flat: '12',
    'Contact phone': '٣٦٠٠ ١٢٣٤',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) if (label !== 'Governorate') fill(label, value);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: vi.fn(answer) },
  });
}
const at = (latitude: number, longitude: number) => (ok: PositionCallback) =>
  ok({ coords: { latitude, longitude } } as GeolocationPosition);

let signIn: SignInDialogState | null = null;
function SignInProbe() {
  signIn = useSignInDialog();
  return null;
}

afterEach(() => {
  act(() => closeSignIn());
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  act(() => setLanguage('en'));
});

describe('the address list', () => {
  it('asks a signed-out visitor to sign in, and asks the server nothing about addresses', async () => {
    const { calls } = addressServer([], { signedIn: false });
    renderApp(<AddressManagerPage />);
    await screen.findByRole('heading', { name: 'Sign in to see your addresses' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/addresses'))).toBe(false);
  });

  it('shows each address in Bahrain order with its name, default badge and phone', async () => {
    addressServer([
      saved(1, { isDefault: true, directions: 'Gate on the side street', pin: { lat: 26.2, lng: 50.5 } }),
      saved(2, {
        labelKind: 'other',
        label: 'Grandma',
        flat: null,
        road: 'Al Fateh Highway',
        governorate: 'southern',
        area: 'Riffa',
      }),
    ]);
    renderApp(<AddressManagerPage />);
    expect((await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent)).toEqual([
      'Home',
      'Grandma',
    ]);
    const home = card('Home');
    expect(within(home).getByText('Default')).toBeTruthy();
    expect(
      within(home).getByText('Flat 12, Building 345, Road 2801, Block 428, Seef, Capital Governorate'),
    ).toBeTruthy();
    expect(within(home).getByText('+973 3600 1234')).toBeTruthy();
    expect(within(home).getByText('Gate on the side street')).toBeTruthy();
    expect(within(home).getByText('Map pin saved')).toBeTruthy();
    // The default has no Make default; the other one has.
    expect(within(home).queryByRole('button', { name: /make default/i })).toBeNull();
    const grandma = card('Grandma');
    expect(within(grandma).queryByText('Default')).toBeNull();
    expect(
      within(grandma).getByText('Building 345, Al Fateh Highway, Block 428, Riffa, Southern Governorate'),
    ).toBeTruthy();
    expect(within(grandma).getByRole('button', { name: 'Make default Grandma' })).toBeTruthy();
    expect(screen.getByText('2 of 20 saved')).toBeTruthy();
  });

  it('speaks Arabic with Latin digits', async () => {
    act(() => setLanguage('ar'));
    addressServer([saved(1, { isDefault: true })]);
    renderApp(<AddressManagerPage />);
    await screen.findByRole('heading', { name: 'المنزل' });
    // A known area reads in Arabic, whichever language it was typed in.
    expect(screen.getByText('شقة 12، مبنى 345، طريق 2801، مجمع 428، السيف، محافظة العاصمة')).toBeTruthy();
    expect(screen.getByText('الافتراضي')).toBeTruthy();
    expect(screen.getByText('+973 3600 1234')).toBeTruthy();
  });

  it('shows an empty state that opens the form, and an error with Try Again', async () => {
    let fail = true;
    addressServer([], {
      override: (call) =>
        call.method === 'GET' && call.path === '/api/addresses' && fail
          ? apiError(500, 'INTERNAL')
          : undefined,
    });
    renderApp(<AddressManagerPage />);
    await screen.findByText('Failed to load your addresses');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'No saved addresses yet' });
    await openForm();
  });
});

describe('the address form', () => {
  it('says beside the block that it needs 3 or 4 digits, keeps what was typed, and sends nothing', async () => {
    const { calls } = addressServer();
    renderApp(<AddressManagerPage />);
    await openForm();
    fillAddress({ Block: '12', Road: 'Road ٢٨' });
    save();
    expect(messageOf(field('Block'))).toBe('Block must be 3 or 4 digits');
    expect(document.activeElement).toBe(field('Block'));
    expect((field('Block') as HTMLInputElement).value).toBe('12');
    expect((field('Road') as HTMLInputElement).value).toBe('Road 28');
    expect((field('Area') as HTMLInputElement).value).toBe('Seef');
    expect(sent(calls)).toEqual([]);
    // Fixing the field clears its message.
    fill('Block', '428');
    expect(messageOf(field('Block'))).toBeNull();
  });

  it('says what each empty required field needs', async () => {
    addressServer();
    renderApp(<AddressManagerPage />);
    await openForm();
    fill('Contact phone', '');
    save();
    expect(messageOf(field('Governorate'))).toBe('Choose a governorate');
    expect(messageOf(field('Area'))).toBe('Enter the area');
    expect(messageOf(field('Block'))).toBe('Enter the block number');
    expect(messageOf(field('Road'))).toBe('Enter the road number or name');
    expect(messageOf(field('Building or villa'))).toBe('Enter the building or villa number');
    expect(messageOf(field('Contact phone'))).toBe('Enter a phone number the driver can call');
    expect(messageOf(field('Flat'))).toBeNull();
  });

  it('asks for a name when the address is Other', async () => {
    const { calls } = addressServer();
    renderApp(<AddressManagerPage />);
    await openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    // Said with the other fields' messages, not only once they are right.
    save();
    expect(messageOf(field('Name for this address'))).toBe('Give this address a name');
    expect(messageOf(field('Area'))).toBe('Enter the area');
    fillAddress();
    save();
    expect(messageOf(field('Name for this address'))).toBe('Give this address a name');
    expect(document.activeElement).toBe(field('Name for this address'));
    expect(sent(calls)).toEqual([]);
    fill('Name for this address', 'Grandma');
    save();
    await screen.findByRole('heading', { name: 'Grandma' });
    expect(sent(calls)[0]?.body).toMatchObject({ labelKind: 'other', label: 'Grandma' });
  });

  it('saves a new address, which becomes the default, with Latin digits; the list shows it', async () => {
    const { calls } = addressServer();
    renderApp(<AddressManagerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog');
    // The first address is the default whatever is ticked.
    const makeDefault = within(dialog).getByRole('checkbox', { name: 'Make this my default address' });
    expect((makeDefault as HTMLInputElement).checked).toBe(true);
    expect((makeDefault as HTMLInputElement).disabled).toBe(true);
    fillAddress({ 'Extra directions': 'Blue gate' });
    expect((field('Block') as HTMLInputElement).value).toBe('428');
    // Toasts outlive a test: count this one's.
    const savedToasts = () => within(toasts()).queryAllByText('Address saved').length;
    const before = savedToasts();
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/addresses',
        body: {
          labelKind: 'home',
          governorate: 'capital',
          area: 'Seef',
          block: '428',
          road: '2801',
          building: '345',
          flat: '12',
          directions: 'Blue gate',
          contactPhone: '3600 1234',
          pin: null,
          isDefault: true,
        },
      },
    ]);
    const home = card('Home');
    expect(within(home).getByText('Default')).toBeTruthy();
    expect(
      within(home).getByText('Flat 12, Building 345, Road 2801, Block 428, Seef, Capital Governorate'),
    ).toBeTruthy();
    expect(savedToasts()).toBe(before + 1);
  });

  it('says beside the phone that the server refused the number, keeping everything typed', async () => {
    addressServer([], {
      override: (call) => (call.method === 'POST' ? apiError(400, 'INVALID_PHONE') : undefined),
    });
    renderApp(<AddressManagerPage />);
    await openForm();
    fillAddress({ 'Contact phone': '+44 20 7946 0000' });
    save();
    await waitFor(() =>
      expect(messageOf(field('Contact phone'))).toBe('Enter a valid Bahrain phone number, e.g. 3600 1234'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((field('Contact phone') as HTMLInputElement).value).toBe('+44 20 7946 0000');
    expect((field('Area') as HTMLInputElement).value).toBe('Seef');
    expect((field('Block') as HTMLInputElement).value).toBe('428');
  });

  it('places the server’s validation issues on their fields, and says the limit above the button', async () => {
    let answer: MockReply = {
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'x', issues: [{ path: 'body.block', message: 'bad' }] },
      },
    };
    addressServer([], { override: (call) => (call.method === 'POST' ? answer : undefined) });
    renderApp(<AddressManagerPage />);
    await openForm();
    fillAddress();
    save();
    await waitFor(() => expect(messageOf(field('Block'))).toBe('Block must be 3 or 4 digits'));
    answer = apiError(409, 'ADDRESS_LIMIT');
    save();
    await screen.findByText('You can keep up to 20 addresses. Delete one to add another.');
    expect((field('Road') as HTMLInputElement).value).toBe('2801');
  });

  it('asks to sign in again when the session has ended, then saves what was typed', async () => {
    let expired = true;
    const { calls } = addressServer([], {
      override: (call) => (call.method === 'POST' && expired ? apiError(401, 'UNAUTHENTICATED') : undefined),
    });
    renderApp(
      <>
        <AddressManagerPage />
        <SignInProbe />
      </>,
    );
    await openForm();
    fillAddress();
    save();
    await screen.findByText('Please sign in to continue');
    expect(signIn).toMatchObject({ open: true, reason: 'addresses.errors.signInAgain' });
    expect((field('Block') as HTMLInputElement).value).toBe('428');
    // Signed in again through the dialog: the same address goes, once.
    expired = false;
    act(() => signedIn());
    await screen.findByRole('heading', { name: 'Home' });
    const [refused, resent, ...more] = sent(calls);
    expect(resent?.body).toEqual(refused?.body);
    expect(more).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pins the current location in Bahrain, shows it, sends it, and can remove it', async () => {
    stubGeolocation(at(26.2235, 50.5876));
    const { calls } = addressServer();
    renderApp(<AddressManagerPage />);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByTestId('pin-coordinates').textContent).toBe('26.22350, 50.58760');
    fireEvent.click(screen.getByRole('button', { name: 'Remove pin' }));
    expect(screen.queryByTestId('pin-coordinates')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    fillAddress();
    save();
    await screen.findByText('Map pin saved');
    expect(sent(calls)[0]?.body).toMatchObject({ pin: { lat: 26.2235, lng: 50.5876 } });
  });

  it('refuses a location outside Bahrain in place, and says when permission is denied', async () => {
    stubGeolocation(at(25.2048, 55.2708));
    addressServer();
    renderApp(<AddressManagerPage />);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'That location is outside Bahrain. Pin a spot in Bahrain, or save the address without a pin.',
    );
    expect(screen.queryByTestId('pin-coordinates')).toBeNull();

    stubGeolocation((_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Location access was denied. Allow it in your browser settings, or save the address without a pin.',
    );
  });

  it('says the pin refusal in Arabic too', async () => {
    act(() => setLanguage('ar'));
    stubGeolocation(at(25.2048, 55.2708));
    addressServer();
    renderApp(<AddressManagerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة عنوان' }));
    fireEvent.click(await screen.findByRole('button', { name: 'استخدم موقعي الحالي' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'هذا الموقع خارج البحرين. حدّد موقعًا داخل البحرين، أو احفظ العنوان دون تحديد موقع.',
    );
  });

  it('edits an address: the form starts with it, and the whole address is sent back', async () => {
    const { calls } = addressServer([
      saved(1, { isDefault: true }),
      saved(2, { labelKind: 'work', flat: null }),
    ]);
    renderApp(<AddressManagerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect((field('Contact phone') as HTMLInputElement).value).toBe('+973 3600 1234');
    expect((field('Block') as HTMLInputElement).value).toBe('428');
    expect((within(dialog).getByRole('radio', { name: 'Work' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fill('Road', 'Road 3903');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Venue' }));
    save();
    await screen.findByRole('heading', { name: 'Venue' });
    expect(sent(calls)).toMatchObject([
      {
        method: 'PUT',
        path: `/api/addresses/${uuid(2)}`,
        body: { labelKind: 'venue', road: 'Road 3903', flat: '' },
      },
    ]);
    expect(
      within(card('Venue')).getByText('Building 345, Road 3903, Block 428, Seef, Capital Governorate'),
    ).toBeTruthy();
  });
});

describe('card actions', () => {
  it('makes another address the default: it moves to the top with the badge', async () => {
    const { calls } = addressServer([saved(1, { isDefault: true }), saved(2, { labelKind: 'work' })]);
    renderApp(<AddressManagerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make default Work' }));
    await waitFor(() => expect(cards().map((h) => h.textContent)).toEqual(['Work', 'Home']));
    expect(sent(calls)).toEqual([
      { method: 'POST', path: `/api/addresses/${uuid(2)}/default`, body: undefined },
    ]);
    expect(within(card('Work')).getByText('Default')).toBeTruthy();
    expect(within(card('Home')).queryByText('Default')).toBeNull();
    expect(within(toasts()).getByText('Work is now your default address')).toBeTruthy();
  });

  it('asks before deleting; Keep it keeps the address, Yes, delete removes it', async () => {
    const { calls } = addressServer([saved(1, { isDefault: true }), saved(2, { labelKind: 'work' })]);
    renderApp(<AddressManagerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    const home = card('Home');
    expect(within(home).getByText("Delete this address? This can't be undone.")).toBeTruthy();
    expect(document.activeElement).toBe(within(home).getByRole('button', { name: 'Keep it' }));
    expect(sent(calls)).toEqual([]);
    fireEvent.click(within(home).getByRole('button', { name: 'Keep it' }));
    expect(within(home).queryByText("Delete this address? This can't be undone.")).toBeNull();
    expect(sent(calls)).toEqual([]);

    fireEvent.click(within(home).getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(within(home).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(cards().map((h) => h.textContent)).toEqual(['Work']));
    expect(sent(calls)).toEqual([{ method: 'DELETE', path: `/api/addresses/${uuid(1)}`, body: undefined }]);
    // The default went, so the one left is the default now.
    expect(within(card('Work')).getByText('Default')).toBeTruthy();
    expect(within(toasts()).getByText('Address deleted')).toBeTruthy();
  });
});

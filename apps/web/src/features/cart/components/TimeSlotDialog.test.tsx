import {
  bahrainToUtc,
  bookableDates,
  type Cart,
  SLOT_DAYS,
  type SlotStartReason,
  type SlotStarts,
  START_TIMES,
} from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { closeSignIn, type SignInDialogState, signedIn, useSignInDialog } from '../../../lib/sign-in-dialog';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { passTime, renderApp } from '../../../test/utils';
import {
  type BookableItem,
  type BookingPrefill,
  closeTimeSlotDialog,
  useBookTimeSlot,
} from '../hooks/useBookTimeSlot';
import TimeSlotDialog from './TimeSlotDialog';
import { TimeSlotDialogHost } from './TimeSlotDialogHost';

// 09:00 in Bahrain (UTC+3) on Monday 23 November 2026.
const NOW = new Date('2026-11-23T06:00:00.000Z');
const LISTING = '00000000-0000-4000-8000-000000000010';

const user = customerUser;
const castle: BookableItem = {
  id: LISTING,
  name: { en: 'Bouncy Castle', ar: 'قلعة نطاطة' },
  capacity: 3,
  hourlyRateFils: 22_000,
};
const availability = (availableQuantity: number) => ({
  availableQuantity,
  maxCapacity: 3,
  currentBookings: 3 - availableQuantity,
  currentHolds: 0,
});
const heldCart: Cart = {
  groups: [
    {
      shop: { id: '00000000-0000-4000-8000-000000000001', name: { en: 'Fun Rentals', ar: 'مرح' } },
      subtotalFils: 132_000,
      items: [
        {
          id: '00000000-0000-4000-8000-000000000002',
          listingId: LISTING,
          kind: 'rental',
          name: castle.name,
          imageUrl: null,
          servesGuests: null,
          quantity: 2,
          unitPriceFils: 22_000,
          totalFils: 132_000,
          isTimeBased: true,
          slot: { start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T10:00:00.000Z', hours: 3 },
          expiresAt: '2026-11-23T06:10:00.000Z',
          createdAt: '2026-11-23T06:00:00.000Z',
        },
      ],
    },
  ],
  itemCount: 2,
  totalFils: 132_000,
  serverTime: '2026-11-23T06:00:00.000Z',
};

type Handler = (call: MockCall) => MockReply | Promise<MockReply>;

/**
 * The server's day of start times (GET /api/availability/starts): every start free, unless `refuse`
 * names a reason for it; `advance` days bookable from today.
 */
function dayOfStarts(
  call: MockCall,
  refuse: (date: string, time: string) => SlotStartReason | null = () => null,
  advance = SLOT_DAYS,
): SlotStarts {
  const q = new URL(call.path, 'http://localhost').searchParams;
  const date = q.get('date')!;
  return {
    date,
    dates: bookableDates(NOW, advance),
    maxCapacity: 3,
    starts: START_TIMES.map((time) => {
      const reason = refuse(date, time);
      return {
        time,
        start: bahrainToUtc(date, time).toISOString(),
        availableQuantity: reason ? 0 : 3,
        reason,
      };
    }),
  };
}

/** The API behind the dialog: the session (signed in), the day's start times, the availability check and the hold. */
function mockApi({
  check = () => ({ body: availability(2) }),
  hold = () => ({ status: 201, body: heldCart }),
  starts = (call) => ({ body: dayOfStarts(call) }),
}: {
  check?: Handler;
  hold?: Handler;
  starts?: Handler;
} = {}) {
  const api = mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user } };
    if (call.method === 'GET' && call.path.startsWith('/api/availability/starts?')) return starts(call);
    if (call.method === 'GET' && call.path.startsWith('/api/availability?')) return check(call);
    if (call.method === 'POST' && call.path === '/api/cart/holds') return hold(call);
    if (call.method === 'PUT' && call.path.endsWith('/slot')) return { body: heldCart };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  return {
    ...api,
    checks: () =>
      api.calls
        .filter((c) => c.path.startsWith('/api/availability?'))
        .map((c) => Object.fromEntries(new URL(c.path, 'http://localhost').searchParams)),
    holds: () => api.calls.filter((c) => c.path === '/api/cart/holds'),
    startsAsked: () =>
      api.calls
        .filter((c) => c.path.startsWith('/api/availability/starts?'))
        .map((c) => Object.fromEntries(new URL(c.path, 'http://localhost').searchParams)),
    reholds: () => api.calls.filter((c) => c.method === 'PUT'),
  };
}

let signIn: SignInDialogState | null = null;
function SignInProbe() {
  signIn = useSignInDialog();
  return null;
}

async function openDialog(
  item: Partial<BookableItem> = {},
  event: { eventDate?: string | null; eventGuests?: number | null; prefill?: BookingPrefill } = {},
) {
  const onOpenChange = vi.fn();
  const commits = vi.fn();
  const utils = renderApp(
    <>
      <Profiler id="dialog" onRender={commits}>
        <TimeSlotDialog item={{ ...castle, ...item }} open onOpenChange={onOpenChange} {...event} />
      </Profiler>
      <SignInProbe />
    </>,
  );
  await passTime(); // the session
  expect(utils.queryClient.getQueryData(['session'])).toEqual(user);
  return { ...utils, onOpenChange, commits };
}

const dialog = () => screen.getByRole('dialog', { name: 'Book Bouncy Castle' });
const dateChips = () => within(screen.getByRole('radiogroup', { name: 'Date' })).getAllByRole('radio');
const dateChip = (label: string) => within(dialog()).getByRole('radio', { name: label });
const timeGroup = () => screen.getByRole('group', { name: 'Start time' });
const timeLabels = () =>
  within(timeGroup())
    .queryAllByRole('button')
    .map((b) => b.textContent);
const pickTime = (label: string) => fireEvent.click(within(timeGroup()).getByRole('button', { name: label }));
const duration = () => screen.getByRole('combobox', { name: 'Duration' }) as HTMLSelectElement;
const setHours = (hours: number) => fireEvent.change(duration(), { target: { value: String(hours) } });
/** The availability line (the quantity's <output> is a status too). */
const status = () => {
  const line = within(dialog())
    .getAllByRole('status')
    .find((el) => el.tagName === 'P');
  if (!line) throw new Error('no availability line');
  return line;
};
const reserveButton = () => screen.getByRole('button', { name: /^Reserv/ }) as HTMLButtonElement;
const more = () => screen.getByRole('button', { name: 'More' }) as HTMLButtonElement;
const quantity = () => within(screen.getByRole('group', { name: 'Quantity' })).getByRole('status');

const region = () => screen.getByRole('region', { name: 'Notifications', hidden: true });
/** Toasts outlive a test (a module-level store): only the newest one is this test's. */
const newestToast = () => {
  const all = region().children;
  return all[all.length - 1] as HTMLElement;
};
const toastCount = () => region().children.length;

/** The dialog asks 500 ms after the last change and shows 'checking' for at least 300 ms. */
const DEBOUNCE_MS = 500;
const MIN_CHECKING_MS = 300;
/** The query client tells React on its next tick (a millisecond or two of fake time). */
const TICK_MS = 5;
const ANSWERED_MS = DEBOUNCE_MS + MIN_CHECKING_MS + TICK_MS;

/** Later days offer every start time; 'Tomorrow' is 24 November. */
const ALL_TIMES = [
  '8:00 AM',
  '8:30 AM',
  '9:00 AM',
  '9:30 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '11:30 AM',
  '12:00 PM',
  '12:30 PM',
  '1:00 PM',
  '1:30 PM',
  '2:00 PM',
  '2:30 PM',
  '3:00 PM',
  '3:30 PM',
  '4:00 PM',
  '4:30 PM',
  '5:00 PM',
  '5:30 PM',
  '6:00 PM',
  '6:30 PM',
  '7:00 PM',
  '7:30 PM',
  '8:00 PM',
  '8:30 PM',
];

/** Tomorrow 10:00 Bahrain, 3 hours, 2 of them, answered: the usual state before Reserve. */
async function chooseSlot() {
  fireEvent.click(dateChip('Tomorrow 24 Nov'));
  pickTime('10:00 AM');
  setHours(3);
  fireEvent.click(more());
  await passTime(ANSWERED_MS);
  expect(status().textContent).toBe('2 available for this time');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  // Close this test's toasts so the next test starts with none on screen.
  for (const close of within(region()).queryAllByRole('button', { name: 'Close', hidden: true }))
    fireEvent.click(close);
  if (vi.isFakeTimers()) await passTime(400, 100);
  else await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
  act(() => {
    closeSignIn();
    closeTimeSlotDialog();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TimeSlotDialog: the event being shopped for', () => {
  it("opens on the event's day when it is offered, and the user can still choose another", async () => {
    mockApi();
    await openDialog({}, { eventDate: '2026-11-30' });
    expect(dateChip('Mon 30 Nov').getAttribute('aria-checked')).toBe('true');
    expect(dateChip('Mon 30 Nov').getAttribute('tabindex')).toBe('0');
    expect(dateChips()[0]?.getAttribute('aria-checked')).toBe('false');
    expect(timeLabels()).toEqual(ALL_TIMES);
    fireEvent.click(dateChip('Tomorrow 24 Nov'));
    expect(dateChip('Tomorrow 24 Nov').getAttribute('aria-checked')).toBe('true');
    expect(dateChip('Mon 30 Nov').getAttribute('aria-checked')).toBe('false');
  });

  it("opens on the first open day when the event's day is not offered (past, or beyond 30 days)", async () => {
    mockApi();
    await openDialog({}, { eventDate: '2027-03-01' });
    expect(dateChips()[0]?.getAttribute('aria-checked')).toBe('true');
  });

  it('opens on tomorrow when the event is today but no start time is left', async () => {
    vi.setSystemTime(new Date('2026-11-23T17:45:00.000Z')); // 20:45 in Bahrain
    mockApi();
    await openDialog({}, { eventDate: '2026-11-23' });
    expect(dateChips()[1]?.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the guests the event expects beside the quantity, with plural forms in both languages', async () => {
    mockApi();
    await openDialog({}, { eventGuests: 40 });
    expect(within(dialog()).getByText('Your event expects 40 guests')).toBeTruthy();
    await act(() => setLanguage('ar'));
    expect(within(screen.getByRole('dialog')).getByText('تتوقع مناسبتك 40 ضيفًا')).toBeTruthy();
    await act(() => setLanguage('en'));
  });

  it('says whether the quantity serves the guests, and "Make it N" picks the quantity that does', async () => {
    mockApi();
    // A tent for 20: 45 guests need 3, the capacity is 3.
    await openDialog({ servesGuests: 20 }, { eventGuests: 45 });
    expect(within(dialog()).getByText('Serves 20 of your 45 guests')).toBeTruthy();
    fireEvent.click(
      within(dialog()).getByRole('button', { name: 'Change the quantity of Bouncy Castle to 3' }),
    );
    expect(quantity().textContent).toBe('3');
    expect(within(dialog()).getByText('Enough for all 45 guests')).toBeTruthy();
  });

  it('offers no quantity past the capacity', async () => {
    mockApi();
    await openDialog({ servesGuests: 10 }, { eventGuests: 45 });
    expect(within(dialog()).getByText('Serves 10 of your 45 guests')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: /^Change the quantity/ })).toBeNull();
  });

  it('says nothing of guests when not shopping for an event', async () => {
    mockApi();
    await openDialog();
    expect(within(dialog()).queryByText(/Your event expects/)).toBeNull();
  });
});

describe('TimeSlotDialog: picking a time again', () => {
  const LINE = '00000000-0000-4000-8000-000000000002';

  it('for an expired cart line: opens on its day, start, duration and quantity, and holds that line again', async () => {
    const api = mockApi();
    const { onOpenChange } = await openDialog(
      { capacity: null },
      { prefill: { start: '2026-11-24T07:00:00.000Z', hours: 3, quantity: 2, lineId: LINE } },
    );
    expect(dateChip('Tomorrow 24 Nov').getAttribute('aria-checked')).toBe('true');
    expect(within(timeGroup()).getByRole('button', { name: '10:00 AM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(duration().value).toBe('3');
    // The capacity comes with the availability answer, asked at once for the prefilled span.
    await passTime(ANSWERED_MS);
    expect(api.checks()).toEqual([{ listingId: LISTING, start: '2026-11-24T07:00:00.000Z', hours: '3' }]);
    expect(status().textContent).toBe('2 available for this time');
    expect(quantity().textContent).toBe('2');
    expect(more().disabled).toBe(false);
    expect(screen.getByTestId('slot-cost').textContent).toBe('BD 132.00');

    fireEvent.click(reserveButton());
    await passTime(TICK_MS);
    expect(api.holds()).toEqual([]);
    expect(api.reholds()).toEqual([
      {
        method: 'PUT',
        path: `/api/cart/items/${LINE}/slot`,
        body: { start: '2026-11-24T07:00:00.000Z', hours: 3, quantity: 2 },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('the customer may pick another time for the same line', async () => {
    const api = mockApi();
    await openDialog(
      { capacity: null },
      { prefill: { start: '2026-11-24T07:00:00.000Z', hours: 3, quantity: 1, lineId: LINE } },
    );
    fireEvent.click(dateChip('Wed 25 Nov'));
    pickTime('4:00 PM');
    setHours(2);
    await passTime(ANSWERED_MS);
    fireEvent.click(reserveButton());
    await passTime(TICK_MS);
    expect(api.reholds().map((c) => c.body)).toEqual([
      { start: '2026-11-25T13:00:00.000Z', hours: 2, quantity: 1 },
    ]);
  });

  it('for an earlier booking (Order again): the first day its start time is offered, placed as a new hold', async () => {
    const api = mockApi();
    // Booked for 10 November at 6:00 PM Bahrain time; today (23 Nov, 9:00 AM) still offers 6:00 PM.
    await openDialog(
      { capacity: null },
      { prefill: { start: '2026-11-10T15:00:00.000Z', hours: 4, quantity: 1 } },
    );
    expect(dateChips()[0]?.getAttribute('aria-checked')).toBe('true');
    expect(within(timeGroup()).getByRole('button', { name: '6:00 PM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(duration().value).toBe('4');
    await passTime(ANSWERED_MS);
    fireEvent.click(reserveButton());
    await passTime(TICK_MS);
    expect(api.reholds()).toEqual([]);
    expect(api.holds().map((c) => c.body)).toEqual([
      { listingId: LISTING, start: '2026-11-23T15:00:00.000Z', hours: 4, quantity: 1 },
    ]);
  });

  it('late in the day, an earlier 10:00 AM booking opens on tomorrow at 10:00 AM', async () => {
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z')); // 3:00 PM in Bahrain
    mockApi();
    await openDialog(
      { capacity: null },
      { prefill: { start: '2026-11-20T07:00:00.000Z', hours: 2, quantity: 1 } },
    );
    expect(dateChip('Tomorrow 24 Nov').getAttribute('aria-checked')).toBe('true');
    expect(within(timeGroup()).getByRole('button', { name: '10:00 AM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('TimeSlotDialog: what is offered', () => {
  it('offers the next 30 days starting today, and today only the start times still ahead', async () => {
    mockApi();
    await openDialog();
    const chips = dateChips();
    expect(chips).toHaveLength(30);
    expect(chips[0]?.getAttribute('aria-label')).toBeNull();
    expect(chips[0]?.textContent).toBe('Today 23 Nov');
    expect(chips[0]?.getAttribute('aria-checked')).toBe('true');
    expect(chips[0]?.getAttribute('tabindex')).toBe('0');
    expect(chips[1]?.textContent).toBe('Tomorrow 24 Nov');
    expect(chips[2]?.textContent).toBe('Wed 25 Nov');
    expect(chips[29]?.textContent).toBe('Tue 22 Dec');
    // It is 09:00: 09:00 itself has gone, 09:30 … 20:30 are left.
    expect(timeLabels()).toEqual(ALL_TIMES.slice(3));
    expect(timeLabels()).toHaveLength(23);
    expect(status().textContent).toBe('Choose a start time to see availability');

    fireEvent.click(dateChip('Tomorrow 24 Nov'));
    expect(dateChip('Tomorrow 24 Nov').getAttribute('aria-checked')).toBe('true');
    expect(chips[0]?.getAttribute('aria-checked')).toBe('false');
    expect(timeLabels()).toEqual(ALL_TIMES);
    expect(timeLabels()).toHaveLength(26);
  });

  it('changing the date clears the chosen start time', async () => {
    mockApi();
    await openDialog();
    pickTime('11:00 AM');
    expect(within(timeGroup()).getByRole('button', { name: '11:00 AM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(dateChip('Wed 25 Nov'));
    expect(within(timeGroup()).getByRole('button', { name: '11:00 AM' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(status().textContent).toBe('Choose a start time to see availability');
  });

  it('at 20:29 today still offers 20:30 only', async () => {
    vi.setSystemTime(new Date('2026-11-23T17:29:00.000Z'));
    mockApi();
    await openDialog();
    expect(dateChips()[0]?.getAttribute('aria-checked')).toBe('true');
    expect(timeLabels()).toEqual(['8:30 PM']);
  });

  it('late in the evening today offers nothing, so the dialog opens on tomorrow', async () => {
    vi.setSystemTime(new Date('2026-11-23T17:45:00.000Z')); // 20:45 in Bahrain
    mockApi();
    await openDialog();
    const chips = dateChips();
    expect(chips).toHaveLength(30);
    expect(chips[0]?.textContent).toBe('Today 23 Nov');
    expect(chips[0]?.getAttribute('aria-checked')).toBe('false');
    expect(chips[1]?.getAttribute('aria-checked')).toBe('true');
    expect(timeLabels()).toEqual(ALL_TIMES);

    fireEvent.click(chips[0] as HTMLElement);
    expect(timeLabels()).toEqual([]);
    expect(
      within(timeGroup()).getByText('No start times are left on this day. Please choose another date.'),
    ).toBeTruthy();
  });

  it('offers durations of 2 to 12 hours, 2 by default', async () => {
    mockApi();
    await openDialog();
    expect(duration().value).toBe('2');
    expect([...duration().options].map((o) => [o.value, o.textContent])).toEqual(
      Array.from({ length: 11 }, (_, i) => [String(i + 2), `${i + 2} hours`]),
    );
  });

  it('has no quantity when the capacity is 1', async () => {
    mockApi();
    await openDialog({ capacity: 1 });
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('caps the quantity at the capacity', async () => {
    mockApi();
    await openDialog({ capacity: 3 });
    const fewer = screen.getByRole('button', { name: 'Fewer' }) as HTMLButtonElement;
    expect(quantity().textContent).toBe('1');
    expect(fewer.disabled).toBe(true);
    fireEvent.click(more());
    fireEvent.click(more());
    expect(quantity().textContent).toBe('3');
    expect(more().disabled).toBe(true);
    fireEvent.click(more());
    expect(quantity().textContent).toBe('3');
    fireEvent.click(fewer);
    expect(quantity().textContent).toBe('2');
  });

  it('caps the quantity at 10 however large the capacity', async () => {
    mockApi();
    await openDialog({ capacity: 25 });
    for (let i = 0; i < 15; i++) fireEvent.click(more());
    expect(quantity().textContent).toBe('10');
    expect(more().disabled).toBe(true);
  });

  it('shows the cost with 2 decimals: rate × hours × quantity', async () => {
    mockApi();
    await openDialog();
    expect(screen.getByText('BD 22.000 / hour. Choose when you need it.')).toBeTruthy();
    expect(screen.getByTestId('slot-cost').textContent).toBe('BD 44.00');
    setHours(3);
    fireEvent.click(more());
    expect(screen.getByTestId('slot-cost').textContent).toBe('BD 132.00');
    expect(within(dialog()).getByText('(BD 22.00 × 3 h × 2)')).toBeTruthy();
  });
});

describe('TimeSlotDialog: availability', () => {
  it('asks once, 500 ms after the last of several quick changes, for the chosen span', async () => {
    const api = mockApi();
    await openDialog();
    fireEvent.click(dateChip('Tomorrow 24 Nov'));
    pickTime('10:00 AM');
    expect(status().textContent).toBe('Checking availability...');
    await passTime(200);
    pickTime('10:30 AM');
    await passTime(200);
    setHours(3);
    await passTime(200);
    fireEvent.click(more());
    await passTime(499);
    expect(api.checks()).toEqual([]);
    expect(status().textContent).toBe('Checking availability...');
    expect(reserveButton().disabled).toBe(true);

    await passTime(1);
    // 10:30 in Bahrain is 07:30 UTC; the quantity is not part of the question.
    expect(api.checks()).toEqual([{ listingId: LISTING, start: '2026-11-24T07:30:00.000Z', hours: '3' }]);
    // The answer is there at once, but 'checking' stays up for 300 ms so it does not flicker.
    await passTime(MIN_CHECKING_MS - 1);
    expect(status().textContent).toBe('Checking availability...');
    await passTime(1 + TICK_MS);
    expect(status().textContent).toBe('2 available for this time');
    expect(reserveButton().disabled).toBe(false);
    expect(within(dialog()).getByText('Tue 24 Nov, \u206810:30 AM –\u2060 1:30 PM\u2069')).toBeTruthy();

    await passTime(5000);
    expect(api.checks()).toHaveLength(1);
  });

  it('asks again when the quantity changes', async () => {
    const api = mockApi();
    await openDialog();
    pickTime('12:00 PM');
    await passTime(ANSWERED_MS);
    expect(api.checks()).toEqual([{ listingId: LISTING, start: '2026-11-23T09:00:00.000Z', hours: '2' }]);
    fireEvent.click(more());
    expect(status().textContent).toBe('Checking availability...');
    await passTime(ANSWERED_MS);
    expect(api.checks()).toHaveLength(2);
    expect(status().textContent).toBe('2 available for this time');
  });

  it('an earlier answer landing meanwhile does not put the next question off', async () => {
    const api = mockApi();
    await openDialog();
    pickTime('12:00 PM');
    await passTime(DEBOUNCE_MS + 100);
    expect(api.checks()).toHaveLength(1);
    setHours(4); // the first answer lands 200 ms later, while this change waits its 500 ms
    await passTime(DEBOUNCE_MS - 1);
    expect(status().textContent).toBe('Checking availability...');
    expect(api.checks()).toHaveLength(1);
    await passTime(1);
    expect(api.checks()).toEqual([
      { listingId: LISTING, start: '2026-11-23T09:00:00.000Z', hours: '2' },
      { listingId: LISTING, start: '2026-11-23T09:00:00.000Z', hours: '4' },
    ]);
  });

  it('settles once answered: nothing re-renders while the user reads the answer', async () => {
    mockApi();
    const { commits } = await openDialog();
    pickTime('12:00 PM');
    await passTime(ANSWERED_MS);
    expect(status().textContent).toBe('2 available for this time');
    commits.mockClear();
    await passTime(5000);
    expect(commits).not.toHaveBeenCalled();
  });

  it('says when the time is fully booked, and Reserve is disabled', async () => {
    mockApi({ check: () => ({ body: availability(0) }) });
    await openDialog();
    pickTime('12:00 PM');
    await passTime(ANSWERED_MS);
    expect(status().textContent).toBe('Fully booked for this time. Please choose another time.');
    expect(reserveButton().disabled).toBe(true);
  });

  it('says when fewer are left than asked for, and Reserve is disabled', async () => {
    mockApi({ check: () => ({ body: availability(1) }) });
    await openDialog();
    pickTime('12:00 PM');
    fireEvent.click(more());
    await passTime(ANSWERED_MS);
    expect(status().textContent).toBe('Only 1 left for this time');
    expect(reserveButton().disabled).toBe(true);
  });

  it('a failed check (after one retry) says so, and Check again asks again', async () => {
    let fail = true;
    const api = mockApi({ check: () => (fail ? apiError(500, 'INTERNAL') : { body: availability(2) }) });
    await openDialog();
    pickTime('12:00 PM');
    await passTime(500);
    expect(api.checks()).toHaveLength(1);
    expect(status().textContent).toBe('Checking availability...');
    await passTime(1000); // the retry
    expect(api.checks()).toHaveLength(2);
    await passTime(TICK_MS);
    expect(status().textContent).toBe('Failed to check availability Check again');
    // The server checks again on Reserve, so a failed check does not block it.
    expect(reserveButton().disabled).toBe(false);

    fail = false;
    fireEvent.click(within(status()).getByRole('button', { name: 'Check again' }));
    await passTime(0);
    expect(api.checks()).toHaveLength(3);
    expect(api.checks()[2]).toEqual({ listingId: LISTING, start: '2026-11-23T09:00:00.000Z', hours: '2' });
    expect(status().textContent).toBe('Checking availability...');
    await passTime(MIN_CHECKING_MS + TICK_MS);
    expect(status().textContent).toBe('2 available for this time');
  });
});

describe('TimeSlotDialog: only what the server would accept (issue 27)', () => {
  /** Today before 13:00 needs more notice; Tuesday the shop is closed; Wednesday 14:00–16:00 is full. */
  const refuse = (date: string, time: string): SlotStartReason | null => {
    if (date === '2026-11-23' && time < '13:00') return 'too_soon';
    if (date === '2026-11-24') return 'closed';
    if (date === '2026-11-25' && time >= '14:00' && time <= '16:00') return 'full';
    return null;
  };
  const serverDay = () => mockApi({ starts: (call) => ({ body: dayOfStarts(call, refuse, 5) }) });
  const chip = (name: string) => within(timeGroup()).getByRole('button', { name }) as HTMLButtonElement;

  it('marks the start times it would refuse, with the reason, and offers only its dates', async () => {
    const api = serverDay();
    await openDialog();
    await passTime(10);
    expect(api.startsAsked()[0]).toEqual({
      listingId: LISTING,
      date: '2026-11-23',
      hours: '2',
      quantity: '1',
    });
    expect(dateChips()).toHaveLength(5);

    const early = chip('9:30 AM, too soon to book');
    expect(early.getAttribute('aria-disabled')).toBe('true');
    expect(early.dataset.reason).toBe('too_soon');
    expect(chip('1:00 PM').getAttribute('aria-disabled')).toBeNull();
    // A refused time is not chosen: the dialog says why, and asks the server nothing.
    fireEvent.click(early);
    expect(early.getAttribute('aria-pressed')).toBe('false');
    expect(
      within(dialog()).getByText("9:30 AM can't be booked: too soon to book. Choose another time."),
    ).toBeTruthy();
    await passTime(ANSWERED_MS);
    expect(api.checks()).toEqual([]);
    pickTime('1:00 PM');
    expect(chip('1:00 PM').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(dateChip('Tomorrow 24 Nov'));
    await passTime(10);
    expect(api.startsAsked().at(-1)).toMatchObject({ date: '2026-11-24' });
    expect(
      within(dialog()).getByText('No start times are left on this day. Please choose another date.'),
    ).toBeTruthy();
    expect(chip('6:00 PM, shop closed').dataset.reason).toBe('closed');

    fireEvent.click(dateChip('Wed 25 Nov'));
    await passTime(10);
    expect(chip('2:00 PM, not available').getAttribute('aria-disabled')).toBe('true');
    expect(chip('1:30 PM').getAttribute('aria-disabled')).toBeNull();
  }, 20_000);

  it('asks again for the new duration, and says the reasons in Arabic', async () => {
    const api = serverDay();
    await openDialog();
    await passTime(10);
    setHours(4);
    await passTime(10);
    expect(api.startsAsked().at(-1)).toMatchObject({ date: '2026-11-23', hours: '4' });
    await act(() => setLanguage('ar'));
    try {
      const refused = within(screen.getByRole('dialog'))
        .getAllByRole('button')
        .filter((b) => b.dataset.reason === 'too_soon');
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((b) => b.getAttribute('aria-label')?.endsWith('، موعد قريب جدًا للحجز'))).toBe(
        true,
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('unchooses a time picked again that the server would now refuse', async () => {
    serverDay();
    await openDialog(
      {},
      { prefill: { start: bahrainToUtc('2026-11-25', '14:00').toISOString(), hours: 2, quantity: 1 } },
    );
    await passTime(10);
    expect(chip('2:00 PM, not available').getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('Choose a start time to see availability');
  });
});

describe('TimeSlotDialog: reserving', () => {
  it('Reserve without a start time asks for one and sends nothing', async () => {
    const api = mockApi();
    const { onOpenChange } = await openDialog();
    const before = toastCount();
    fireEvent.click(reserveButton());
    await passTime();
    expect(toastCount()).toBe(before + 1);
    expect(newestToast().textContent).toBe('Please select date, time, and duration');
    expect(newestToast().getAttribute('role')).toBe('alert');
    expect(api.calls.map((c) => c.path).filter((p) => !p.startsWith('/api/availability/starts?'))).toEqual([
      '/api/auth/session',
    ]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Reserve holds the slot, says so and closes', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      hold: async () => {
        await new Promise<void>((r) => {
          release = r;
        });
        return { status: 201, body: heldCart };
      },
    });
    const { onOpenChange, queryClient } = await openDialog();
    await chooseSlot();
    fireEvent.click(reserveButton());
    await passTime();
    expect(api.holds()).toEqual([
      {
        method: 'POST',
        path: '/api/cart/holds',
        body: { listingId: LISTING, start: '2026-11-24T07:00:00.000Z', hours: 3, quantity: 2 },
      },
    ]);
    expect(reserveButton().textContent).toBe('Reserving...');
    expect(reserveButton().disabled).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();

    release();
    await passTime();
    expect(within(newestToast()).getByText('Time slot reserved')).toBeTruthy();
    expect(within(newestToast()).getByText('Bouncy Castle reserved for 3 hours!')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(queryClient.getQueryData(['cart', 'u1'])).toEqual(heldCart);
    expect(api.holds()).toHaveLength(1);
  });

  it('a slot taken meanwhile (409) says so, stays open and checks again', async () => {
    let left = 2;
    const api = mockApi({
      check: () => ({ body: availability(left) }),
      hold: () => apiError(409, 'SLOT_UNAVAILABLE'),
    });
    const { onOpenChange } = await openDialog();
    await chooseSlot();
    expect(api.checks()).toHaveLength(1);
    left = 0;
    fireEvent.click(reserveButton());
    await passTime();
    expect(within(newestToast()).getByText('Reservation failed')).toBeTruthy();
    expect(
      within(newestToast()).getByText('Not enough left for this time slot. Please choose another time.'),
    ).toBeTruthy();
    expect(newestToast().getAttribute('role')).toBe('alert');
    expect(api.holds()).toHaveLength(1); // a 4xx is not retried
    expect(api.checks()).toHaveLength(2);
    expect(api.checks()[1]).toEqual({ listingId: LISTING, start: '2026-11-24T07:00:00.000Z', hours: '3' });
    await passTime(MIN_CHECKING_MS + TICK_MS);
    expect(status().textContent).toBe('Fully booked for this time. Please choose another time.');
    expect(reserveButton().disabled).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("the customer's own caps and the hold rate limit say so, in both languages, and the dialog stays open", async () => {
    let refusal = apiError(409, 'HOLD_LIMIT');
    const api = mockApi({ hold: () => refusal });
    const { onOpenChange } = await openDialog();
    await chooseSlot();
    const told = async (text: string, reserve = reserveButton(), toast = newestToast) => {
      fireEvent.click(reserve);
      await passTime();
      expect(within(toast()).getByText(text)).toBeTruthy();
      await passTime(TICK_MS);
    };
    await told(
      'You can hold up to 3 time slots of one item and 20 in all. Check out or remove one to reserve another.',
    );
    refusal = apiError(409, 'CART_LIMIT');
    await told('Your cart can hold up to 50 items. Check out or remove one to add another.');
    refusal = apiError(429, 'RATE_LIMITED');
    await told('Too many attempts. Please try again later');
    await act(() => setLanguage('ar'));
    refusal = apiError(409, 'HOLD_LIMIT');
    try {
      await told(
        'يمكنك حجز 3 مواعيد كحد أقصى للعنصر الواحد و20 موعدًا في المجموع. أكمل طلبك أو احذف موعدًا لتحجز غيره.',
        screen.getByRole('button', { name: 'احجز' }) as HTMLButtonElement,
        () => screen.getByRole('region', { name: 'الإشعارات', hidden: true }).lastElementChild as HTMLElement,
      );
    } finally {
      await act(() => setLanguage('en'));
    }
    expect(api.holds()).toHaveLength(4); // a 4xx is not retried
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a server error (retried once) says reserving failed and stays open', async () => {
    const api = mockApi({ hold: () => apiError(500, 'INTERNAL') });
    const { onOpenChange } = await openDialog();
    await chooseSlot();
    const before = toastCount();
    fireEvent.click(reserveButton());
    await passTime();
    expect(api.holds()).toHaveLength(1);
    expect(toastCount()).toBe(before);
    await passTime(1000);
    expect(api.holds()).toHaveLength(2);
    expect(within(newestToast()).getByText('Reservation failed')).toBeTruthy();
    expect(within(newestToast()).getByText('Failed to reserve time slot. Please try again.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    await passTime(TICK_MS);
    expect(reserveButton().textContent).toBe('Reserve');
    expect(reserveButton().disabled).toBe(false);
  });

  it('a session that has ended offers sign-in over the dialog, then reserves the same slot', async () => {
    let ended = true;
    const api = mockApi({
      hold: () => (ended ? apiError(401, 'UNAUTHENTICATED') : { status: 201, body: heldCart }),
    });
    const { onOpenChange } = await openDialog();
    expect(signIn?.open).toBe(false);
    await chooseSlot();
    fireEvent.click(reserveButton());
    await passTime();
    expect(within(newestToast()).getByText('Reservation failed')).toBeTruthy();
    expect(newestToast().getAttribute('role')).toBe('status');
    // The dialog stays (under the sign-in dialog), with the user's choice.
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(signIn).toMatchObject({ open: true, reason: 'cart.loginRequired' });
    ended = false;
    act(() => signedIn());
    await passTime(TICK_MS);
    expect(api.holds()).toHaveLength(2);
    expect(api.holds()[1]?.body).toEqual(api.holds()[0]?.body);
    expect(within(newestToast()).getByText('Time slot reserved')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});

describe('TimeSlotDialogHost', () => {
  // As the app shell passes it: loaded on first use.
  const LazyDialog = lazy(() => import('./TimeSlotDialog'));
  function BookButton() {
    const book = useBookTimeSlot();
    return (
      <button type="button" onClick={() => book(castle)}>
        Book it
      </button>
    );
  }
  async function renderHost(isSignedIn: boolean) {
    // The dialog's code is loaded on first use: let real time pass for the import.
    vi.useRealTimers();
    const api = mockFetch((call) => {
      if (call.path === '/api/auth/session') return { body: { user: isSignedIn ? user : null } };
      if (call.path.startsWith('/api/availability?')) return { body: availability(2) };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const utils = renderApp(
      <>
        <BookButton />
        <TimeSlotDialogHost dialog={LazyDialog} />
        <SignInProbe />
      </>,
    );
    return { ...utils, api };
  }

  it('booking opens the dialog for the item; Close closes it; opening again starts afresh', async () => {
    await renderHost(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByRole('dialog', { name: 'Book Bouncy Castle' }, { timeout: 5000 })).toBeTruthy();
    const firstTime = within(timeGroup()).getAllByRole('button')[0] as HTMLElement;
    fireEvent.click(firstTime);
    expect(firstTime.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByRole('dialog', { name: 'Book Bouncy Castle' }, { timeout: 5000 })).toBeTruthy();
    expect(
      within(timeGroup())
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true'),
    ).toEqual([]);
    expect(status().textContent).toBe('Choose a start time to see availability');
  });
});

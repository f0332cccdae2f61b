import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopForEvent } from '../../features/events/utils/shopping-for';
import { customerUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/utils';
import EventTimeSlotDialog from './EventTimeSlotDialog';

// 09:00 in Bahrain on Monday 23 November 2026.
const NOW = new Date('2026-11-23T06:00:00.000Z');
const castle = {
  id: '00000000-0000-4000-8000-000000000010',
  name: { en: 'Bouncy Castle', ar: 'قلعة نطاطة' },
  capacity: 3,
  hourlyRateFils: 22_000,
};

afterEach(() => {
  act(() => shopForEvent(null));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  renderApp(<EventTimeSlotDialog item={castle} open onOpenChange={() => {}} />);
  return screen.getByRole('dialog', { name: 'Book Bouncy Castle' });
}

describe('the time-slot dialog in the app', () => {
  it('opens on the day of the event being shopped for and shows its guests', () => {
    shopForEvent({
      id: '00000000-0000-4000-8000-000000000700',
      title: "Sara's birthday",
      date: '2026-12-01',
      venueAddressId: null,
      headcount: 3,
      expectedGuests: 1,
    });
    const dialog = open();
    expect(within(dialog).getByRole('radio', { name: 'Tue 1 Dec' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(dialog).getByText('Your event expects 3 guests')).toBeTruthy();
  });

  it('opens on today, with no guests, when not shopping for an event', () => {
    const dialog = open();
    expect(within(dialog).getByRole('radio', { name: 'Today 23 Nov' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(dialog).queryByText(/Your event expects/)).toBeNull();
  });
});

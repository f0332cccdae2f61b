import type { DeliveryWindow } from '@haflah/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { WindowChips } from './WindowChips';

function Harness() {
  const [value, setValue] = useState<DeliveryWindow>('12-15');
  return (
    <>
      <p id="label">Window</p>
      <WindowChips
        windows={['09-12', '12-15', '15-18']}
        value={value}
        onChange={setValue}
        labelledBy="label"
      />
    </>
  );
}

const chips = () => screen.getAllByRole('radio');
/** A chip's text without its isolation marks and non-breaking spaces (lib/format.ts timeRange). */
const plain = (s: string | null | undefined) =>
  s?.replace(/[\u2068\u2069\u2060]/g, '').replace(/\u00a0/g, ' ');
const checked = () => plain(chips().find((c) => c.getAttribute('aria-checked') === 'true')?.textContent);

afterEach(() => act(() => setLanguage('en')));

describe('WindowChips', () => {
  it('is one radio group and one tab stop, named by Bahrain clock times', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Window' })).toBeTruthy();
    expect(chips().map((c) => plain(c.textContent))).toEqual([
      '9:00 AM – 12:00 PM',
      '12:00 PM – 3:00 PM',
      '3:00 PM – 6:00 PM',
    ]);
    expect(chips().map((c) => c.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves with the arrow keys as the row lies on screen, and Home and End', () => {
    render(<Harness />);
    fireEvent.keyDown(chips()[1] as HTMLElement, { key: 'ArrowRight' });
    expect(checked()).toBe('3:00 PM – 6:00 PM');
    expect(document.activeElement).toBe(chips()[2]);
    fireEvent.keyDown(chips()[2] as HTMLElement, { key: 'Home' });
    expect(checked()).toBe('9:00 AM – 12:00 PM');
    fireEvent.keyDown(chips()[0] as HTMLElement, { key: 'End' });
    expect(checked()).toBe('3:00 PM – 6:00 PM');
  });

  it('in Arabic, the next window is to the left', () => {
    act(() => setLanguage('ar'));
    render(<Harness />);
    fireEvent.keyDown(chips()[1] as HTMLElement, { key: 'ArrowLeft' });
    expect(checked()).toBe('3:00 م – 6:00 م');
    fireEvent.keyDown(chips()[2] as HTMLElement, { key: 'ArrowRight' });
    expect(checked()).toBe('12:00 م – 3:00 م');
  });
});

import { slotDates } from '@haflah/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { DateChips } from './DateChips';

// 09:00 in Bahrain on Monday 23 November 2026: 30 dates, 23 November to 22 December.
const DATES = slotDates(new Date('2026-11-23T06:00:00.000Z'));

function Harness({ initial = DATES[0] as string }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <p id="date-label">{'Date'}</p>
      <DateChips dates={DATES} value={value} onChange={setValue} labelledBy="date-label" />
    </>
  );
}

const group = () => screen.getByRole('radiogroup');
const chips = () => within(group()).getAllByRole('radio');
const checked = () => chips().filter((c) => c.getAttribute('aria-checked') === 'true');
const tabStops = () => chips().filter((c) => c.tabIndex === 0);
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

afterEach(() => act(() => setLanguage('en')));

describe('DateChips', () => {
  it('is one radio group, named by its label, with the chosen date the only tab stop', () => {
    render(<Harness initial={DATES[2]} />);
    expect(group().getAttribute('aria-labelledby')).toBe('date-label');
    expect(chips()).toHaveLength(30);
    expect(checked()).toEqual([chips()[2]]);
    expect(tabStops()).toEqual([chips()[2]]);
    expect(chips().filter((c) => c.tabIndex === -1)).toHaveLength(29);
  });

  it('is named by what each chip shows', () => {
    render(<Harness />);
    expect(screen.getByRole('radio', { name: 'Today 23 Nov' })).toBe(chips()[0]);
    expect(screen.getByRole('radio', { name: 'Tomorrow 24 Nov' })).toBe(chips()[1]);
    expect(screen.getByRole('radio', { name: 'Wed 25 Nov' })).toBe(chips()[2]);
    for (const chip of chips()) expect(chip.getAttribute('aria-label')).toBeNull();
  });

  it('moves with the arrow keys, Home and End, choosing the date it lands on', () => {
    render(<Harness />);
    act(() => chips()[0]?.focus());
    press('ArrowRight');
    expect(document.activeElement).toBe(chips()[1]);
    expect(checked()).toEqual([chips()[1]]);
    expect(tabStops()).toEqual([chips()[1]]);
    press('ArrowDown');
    expect(document.activeElement).toBe(chips()[2]);
    press('ArrowLeft');
    press('ArrowUp');
    expect(document.activeElement).toBe(chips()[0]);
    // The ends stay put.
    press('ArrowLeft');
    expect(document.activeElement).toBe(chips()[0]);
    press('End');
    expect(document.activeElement).toBe(chips()[29]);
    expect(checked()).toEqual([chips()[29]]);
    press('ArrowRight');
    expect(document.activeElement).toBe(chips()[29]);
    press('Home');
    expect(document.activeElement).toBe(chips()[0]);
    expect(tabStops()).toEqual([chips()[0]]);
  });

  it('in Arabic, ArrowLeft goes to the next date (the strip runs right to left)', () => {
    act(() => setLanguage('ar'));
    render(<Harness />);
    expect(screen.getByRole('radio', { name: /^اليوم 23 / })).toBe(chips()[0]);
    act(() => chips()[0]?.focus());
    press('ArrowLeft');
    expect(document.activeElement).toBe(chips()[1]);
    expect(checked()).toEqual([chips()[1]]);
    press('ArrowLeft');
    press('ArrowRight');
    expect(document.activeElement).toBe(chips()[1]);
    press('ArrowRight');
    expect(document.activeElement).toBe(chips()[0]);
  });

  it('chooses a date on a click, and ignores other keys', () => {
    render(<Harness />);
    fireEvent.click(chips()[4] as HTMLElement);
    expect(checked()).toEqual([chips()[4]]);
    expect(document.activeElement).toBe(chips()[4]);
    press('a');
    press('Tab');
    expect(checked()).toEqual([chips()[4]]);
  });
});
